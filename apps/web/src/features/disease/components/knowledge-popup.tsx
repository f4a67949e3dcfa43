import { useState } from 'react';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { InfoSheet } from '@/shared/ui/info-sheet.tsx';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { useKnowledge } from '../api/get-knowledge.ts';
import * as copy from '../copy.ts';
import { KnowledgeSections } from './knowledge-sections.tsx';
import './knowledge.css';

export interface KnowledgePopupProps {
  open: boolean;
  /** the linked article; null when the item or value links to none */
  knowledgeId: number | null;
  onClose: () => void;
}

/**
 * Spec 2 screen 14 "health-knowledge popup": the linked article's overview, cause and advice, worded
 * by its kind; 无健康科普知识 when there is no link or the article is gone. Asks only while open.
 */
export function KnowledgePopup({ open, knowledgeId, onClose }: KnowledgePopupProps) {
  const query = useKnowledge(open ? knowledgeId : null);
  // The last article stays on the sheet while it slides away.
  const [shown, setShown] = useState(query.data);
  if (query.data !== undefined && query.data !== shown) setShown(query.data);
  const article = query.data ?? (open ? undefined : shown);
  const missing = knowledgeId === null || isNotFound(query.error);

  return (
    <InfoSheet
      open={open}
      title={article && !missing ? article.name : copy.popup.title}
      closeLabel={copy.popup.close}
      onClose={onClose}
    >
      {missing ? (
        <p className="info-sheet-empty">{copy.popup.empty}</p>
      ) : article ? (
        <>
          <p className="knowledge-popup-kind">
            {article.columnName} · {copy.kinds[article.mIndex].name}
          </p>
          <KnowledgeSections knowledge={article} />
          <p className="knowledge-disclaimer">{copy.article.disclaimer}</p>
        </>
      ) : query.error ? (
        <InlineLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingBlock />
      )}
    </InfoSheet>
  );
}
