import { Card } from 'antd';
import type { AggregateGroup } from '../api/get-results.ts';
import { companyCopy } from '../copy.ts';
import { share } from '../lib/format.ts';

const text = companyCopy.results;

/**
 * One department's or grade's figures: per category of abnormal findings, how many of those with a
 * report have one, as a bar. A group too small to stay anonymous shows its name and nothing else.
 */
export function GroupCard({ group, minGroup }: { group: AggregateGroup; minGroup: number }) {
  if (group.hidden) {
    return (
      <section aria-label={group.name}>
        <Card size="small" title={group.name}>
          <p className="muted">{text.hidden(minGroup)}</p>
        </Card>
      </section>
    );
  }
  return (
    <section aria-label={group.name}>
      <Card
        size="small"
        title={group.name}
        extra={<span className="muted">{text.reported(group.reported, group.people)}</span>}
      >
        {group.categories.length === 0 ? (
          <p className="muted">{text.noFindings}</p>
        ) : (
          <ul aria-label={`${group.name} ${text.category}`} className="company-bars">
            {group.categories.map((c) => (
              <li key={c.category} className="company-bar">
                <span>{c.category}</span>
                <span className="company-bar-track" aria-hidden>
                  <span className="company-bar-fill" style={{ width: share(c.abnormal, group.reported) }} />
                </span>
                <span>
                  {c.abnormal}人 · {share(c.abnormal, group.reported)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
