import type { Project } from '@tijian/domain';
import { useState } from 'react';
import { KnowledgeLink } from '@/features/disease/index.ts';
import { InfoSheet } from '@/shared/ui/info-sheet.tsx';
import * as copy from '../copy.ts';
import './project-detail-popup.css';

export interface ProjectDetailPopupProps {
  /** The item described; null keeps the popup closed. */
  project: Pick<
    Project,
    'id' | 'item' | 'reminder' | 'avoid' | 'inspectionSignificance' | 'knowledgeId'
  > | null;
  /** Adds the base-project note (the custom path's base pack). */
  isBase?: boolean;
  onClose: () => void;
}

/**
 * Spec 2 screen 14 "project description popup": 特别提醒, 禁忌人群, 基础项目说明, 检查意义, each
 * left out when it has nothing to say, and a 健康科普 link when the item links to a health knowledge
 * article. Opens from the bottom; the mask and the close button close it.
 */
export function ProjectDetailPopup({ project, isBase = false, onClose }: ProjectDetailPopupProps) {
  const text = copy.products.project;
  // The last item stays on the sheet while it slides away after the owner cleared `project`.
  const [shown, setShown] = useState(project);
  if (project !== null && project !== shown) setShown(project);
  const current = project ?? shown;
  const sections = current
    ? [
        { key: 'reminder', title: text.reminder, body: current.reminder },
        { key: 'avoid', title: text.avoid, body: current.avoid },
        { key: 'base', title: text.baseNote, body: isBase ? text.baseNoteText : '' },
        { key: 'significance', title: text.significance, body: current.inspectionSignificance },
      ].filter((s) => s.body.trim() !== '')
    : [];

  return (
    <InfoSheet open={project !== null} title={current?.item} closeLabel={text.close} onClose={onClose}>
      {current ? (
        <>
          {sections.length === 0 ? <p className="info-sheet-empty">{text.noDescription}</p> : null}
          {sections.map((section) => (
            <section key={section.key} className="info-sheet-section">
              <h3 className="info-sheet-section-title">{section.title}</h3>
              <p className="info-sheet-section-text">{section.body}</p>
            </section>
          ))}
          {current.knowledgeId != null ? (
            <p className="project-popup-knowledge">
              <KnowledgeLink knowledgeId={current.knowledgeId} about={current.item} />
            </p>
          ) : null}
        </>
      ) : null}
    </InfoSheet>
  );
}
