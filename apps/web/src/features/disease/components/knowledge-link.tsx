import { useState } from 'react';
import * as copy from '../copy.ts';
import { KnowledgePopup } from './knowledge-popup.tsx';
import './knowledge.css';

/**
 * The small 健康科普 link beside an item or a report value, opening the health-knowledge popup. Shown
 * only where something links to an article: an item without one has no link to tap into an empty sheet.
 */
export function KnowledgeLink({ knowledgeId, about }: { knowledgeId: number | null; about: string }) {
  const [open, setOpen] = useState(false);
  if (knowledgeId === null) return null;
  return (
    <>
      <button
        type="button"
        className="knowledge-link"
        aria-label={copy.link.aria(about)}
        onClick={(event) => {
          // Inside a tappable row (a report value, an item row) the link opens its own sheet only.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {copy.link.label}
      </button>
      <KnowledgePopup open={open} knowledgeId={knowledgeId} onClose={() => setOpen(false)} />
    </>
  );
}
