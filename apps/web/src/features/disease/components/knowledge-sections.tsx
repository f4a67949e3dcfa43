import type { Knowledge } from '../api/get-knowledge.ts';
import * as copy from '../copy.ts';
import '@/shared/ui/info-sheet.css';
import './knowledge.css';

/** An article's three parts (概述, 病因, 建议) under the headings its kind words them with. */
export function KnowledgeSections({
  knowledge,
}: {
  knowledge: Pick<Knowledge, 'mIndex' | 'survey' | 'cause' | 'suggestion'>;
}) {
  const headings = copy.kinds[knowledge.mIndex];
  const parts = [
    { key: 'survey', title: headings.survey, body: knowledge.survey },
    { key: 'cause', title: headings.cause, body: knowledge.cause },
    { key: 'suggestion', title: headings.suggestion, body: knowledge.suggestion },
  ].filter((part) => part.body.trim() !== '');
  return (
    <div className="knowledge-sections">
      {parts.map((part) => (
        <section key={part.key} className="info-sheet-section" aria-label={part.title}>
          <h3 className="info-sheet-section-title">{part.title}</h3>
          <p className="info-sheet-section-text">{part.body}</p>
        </section>
      ))}
    </div>
  );
}
