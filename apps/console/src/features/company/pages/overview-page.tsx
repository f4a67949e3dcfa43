import { Descriptions, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import { copy } from '@/shared/lib/copy.ts';
import { useCompany } from '@/shared/session/company-context.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PageTitle } from '@/shared/ui/page-title.tsx';
import { useOverview } from '../api/get-overview.ts';
import { ProgressCounts } from '../components/progress-counts.tsx';
import { companyCopy } from '../copy.ts';
import { budgetPercent, yuan } from '../lib/format.ts';
import '../company.css';

const text = companyCopy.overview;
const SWITCHES = [
  ['showPrice', companyCopy.settings.showPrice],
  ['provideInvoice', companyCopy.settings.provideInvoice],
  ['allowFamily', companyCopy.settings.allowFamily],
  ['questionnaire', companyCopy.settings.questionnaire],
] as const;

/** 单位概览: where the company's check-ups stand, its budget used, and the settings in force. */
export function OverviewPage() {
  const company = useCompany();
  const query = useOverview(company.id);

  let body: ReactNode;
  if (query.error && !query.data) body = <LoadFailed error={query.error} onRetry={query.refetch} />;
  else if (!query.data)
    body = (
      <div className="loading-text" role="status">
        {copy.common.loading}
      </div>
    );
  else {
    const { settings, counts, budgetUsed } = query.data;
    const percent = budgetPercent(budgetUsed, settings.budget);
    body = (
      <>
        <ProgressCounts counts={counts} />
        <section className="company-section company-budget" aria-label={text.budget}>
          <h3>{text.budget}</h3>
          {settings.budget > 0 ? (
            <>
              <Progress
                percent={percent}
                status={budgetUsed >= settings.budget ? 'exception' : 'normal'}
                aria-label={text.budgetProgress}
              />
              <div>{text.budgetLine(yuan(budgetUsed), yuan(settings.budget))}</div>
            </>
          ) : (
            <div className="muted">
              {text.noBudget}（{text.budgetLine(yuan(budgetUsed), yuan(0))}）
            </div>
          )}
        </section>
        <Descriptions bordered size="middle" column={{ xs: 1, md: 2 }} className="company-section">
          <Descriptions.Item label={text.code}>
            <strong>{query.data.code}</strong>
            <div className="muted">{text.codeHint}</div>
          </Descriptions.Item>
          <Descriptions.Item label={text.centre}>{query.data.sysCenterName}</Descriptions.Item>
          <Descriptions.Item label={text.window}>
            {settings.windowStart} ~ {settings.windowEnd}
          </Descriptions.Item>
          <Descriptions.Item label={text.quota}>{text.quotaValue(settings.dailyQuota)}</Descriptions.Item>
          <Descriptions.Item label={text.discount}>
            {text.discountValue(settings.discountPercent)}
          </Descriptions.Item>
          <Descriptions.Item label={text.switches}>
            {SWITCHES.map(([key, label]) => (
              <Tag key={key} color={settings[key] ? 'blue' : undefined}>
                {label}：{settings[key] ? text.on : text.off}
              </Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={text.grades} span="filled">
            <ul className="company-grades">
              {settings.grades.map((g) => (
                <li key={g.grade}>
                  {text.gradeLine(g.grade, g.packageName ?? g.packageId, yuan(g.customPrice))}
                </li>
              ))}
            </ul>
          </Descriptions.Item>
        </Descriptions>
      </>
    );
  }

  return (
    <section aria-label={text.title}>
      <PageTitle>{text.title}</PageTitle>
      {body}
    </section>
  );
}
