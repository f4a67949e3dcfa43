import type { Project } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import * as copy from '../copy.ts';
import { ProjectRow } from './project-row.tsx';
import './plan.css';

export interface HistoryEntry {
  project: Project;
  /** a base or recommended item the person removed: marked 已删除 */
  deleted: boolean;
  priceText: string;
}

/** 历史项目: items chosen before and not checked now, each one tap from coming back. */
export function HistorySheet({
  visible,
  entries,
  onRestore,
  onClose,
}: {
  visible: boolean;
  entries: HistoryEntry[];
  onRestore: (entry: HistoryEntry) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="plan-sheet">
      <section role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="plan-sheet-header">
          <h2 id={titleId} className="plan-sheet-title">
            {copy.plan.history}
          </h2>
          <button type="button" className="plan-sheet-close" aria-label={copy.plan.close} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <div className="plan-sheet-body">
          {entries.length === 0 ? <p className="plan-empty">{copy.plan.historyEmpty}</p> : null}
          <ul className="plan-rows">
            {entries.map((entry) => (
              <li key={entry.project.id} className="plan-row-with-action">
                <ProjectRow
                  project={entry.project}
                  mode="none"
                  deleted={entry.deleted}
                  priceText={entry.priceText}
                />
                <Button
                  size="mini"
                  color="primary"
                  fill="outline"
                  aria-label={copy.plan.restoreName(entry.project.item)}
                  onClick={() => onRestore(entry)}
                >
                  {copy.plan.restore}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Popup>
  );
}
