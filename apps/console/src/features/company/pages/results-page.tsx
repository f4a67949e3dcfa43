import { Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { useCompany } from '@/shared/session/company-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { useResults } from '../api/get-results.ts';
import type { ResultsGroupBy } from '../api/keys.ts';
import { GroupCard } from '../components/group-card.tsx';
import { companyCopy } from '../copy.ts';
import '../company.css';

const text = companyCopy.results;

/**
 * 汇总结果: anonymous figures of abnormal findings per department or grade, from published reports.
 * The server hides every group with fewer people reported than its minimum; nothing individual is
 * ever asked for or shown.
 */
export function ResultsPage() {
  const company = useCompany();
  const [groupBy, setGroupBy] = useState<ResultsGroupBy>('department');
  const query = useResults(company.id, groupBy);

  let body: ReactNode;
  if (query.error && !query.data) body = <LoadFailed error={query.error} onRetry={query.refetch} />;
  else if (!query.data)
    body = (
      <div className="loading-text" role="status">
        {copy.common.loading}
      </div>
    );
  else if (query.data.groups.length === 0) body = <p className="muted">{text.empty}</p>;
  else
    body = (
      <div className="company-results">
        {query.data.groups.map((group) => (
          <GroupCard key={group.name} group={group} minGroup={query.data.minGroup} />
        ))}
      </div>
    );

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      {query.data ? <p className="muted">{text.hint(query.data.minGroup)}</p> : null}
      <Radio.Group
        className="toolbar"
        optionType="button"
        aria-label={text.groupBy}
        value={groupBy}
        onChange={(e) => setGroupBy(e.target.value as ResultsGroupBy)}
        options={[
          { value: 'department', label: text.byDepartment },
          { value: 'grade', label: text.byGrade },
        ]}
      />
      {body}
    </section>
  );
}
