import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { isNotFound } from '@/shared/lib/not-found.ts';
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
  const titleId = useId();
  const query = useKnowledge(open ? knowledgeId : null);
  // The last article stays on the sheet while it slides away.
  const [shown, setShown] = useState(query.data);
  if (query.data !== undefined && query.data !== shown) setShown(query.data);
  const article = query.data ?? (open ? undefined : shown);
  const missing = knowledgeId === null || isNotFound(query.error);

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="knowledge-popup"
      destroyOnClose
    >
      <section className="knowledge-popup-sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="knowledge-popup-header">
          <h2 id={titleId} className="knowledge-popup-title">
            {article && !missing ? article.name : copy.popup.title}
          </h2>
          <button
            type="button"
            className="knowledge-popup-close"
            aria-label={copy.popup.close}
            onClick={onClose}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <div className="knowledge-popup-body">
          {missing ? (
            <p className="knowledge-popup-empty">{copy.popup.empty}</p>
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
        </div>
      </section>
    </Popup>
  );
}
