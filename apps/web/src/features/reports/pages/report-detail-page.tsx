import { useQuery, useQueryClient } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Link } from 'react-router';
import { KnowledgeLink } from '@/features/disease/index.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type ReportDetail, recheckOptions, reportDetailOptions } from '../api/reports.ts';
import { FlagMark } from '../components/flag-mark.tsx';
import { RecheckSection } from '../components/recheck-section.tsx';
import { ReportReads } from '../components/report-reads.tsx';
import { useReportId } from '../components/use-report-id.ts';
import * as copy from '../copy.ts';
import '../reports.css';

const text = copy.detail;

/**
 * /report/detail/:id: the doctor's summary and advice first, the abnormal values in plain words with
 * the re-check they call for, then every section with its marks, and last who read this person's
 * reports (this read among them).
 */
export function ReportDetailPage() {
  const id = useReportId();
  const report = useQuery({ ...reportDetailOptions(id ?? 0), enabled: id !== null });
  const queryClient = useQueryClient();
  if (id === null) return <StatusPage title={text.badId} />;
  if (report.isPending) return <LoadingBlock />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        // The re-check may have been booked meanwhile: its proposal is read again with the report.
        await Promise.all([
          report.refetch(),
          queryClient.invalidateQueries({ queryKey: recheckOptions(id).queryKey }),
        ]);
      }}
    >
      <ReportView report={report.data} />
    </PullToRefresh>
  );
}

function ReportView({ report }: { report: ReportDetail }) {
  return (
    <article className="report-detail">
      <dl className="report-facts">
        <dt>{text.examinee}</dt>
        <dd>
          {report.name}（{report.relation}） {report.identityCardNo}
        </dd>
        <dt>{text.centre}</dt>
        <dd>{report.sysCenterName}</dd>
        <dt>{text.date}</dt>
        <dd>{report.examDate}</dd>
        {report.doctor ? (
          <>
            <dt>{text.doctor}</dt>
            <dd>{report.doctor}</dd>
          </>
        ) : null}
      </dl>
      <section className="report-block" aria-label={text.summary}>
        <h3>{text.summary}</h3>
        <ol>
          {report.conclusions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
      </section>
      {report.advice.length > 0 ? (
        <section className="report-block" aria-label={text.advice}>
          <h3>{text.advice}</h3>
          <ol>
            {report.advice.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <RecheckSection id={report.id} ready />
      <nav className="report-links">
        <Link to={`/report/tendency/${report.id}`}>{text.tendency}</Link>
        <Link to={`/report/health/${report.id}`}>{text.health}</Link>
      </nav>
      {report.sections.map((section) => (
        <section key={section.section} className="report-block" aria-label={section.sectionName}>
          <h3>{section.sectionName}</h3>
          {section.groups.map((group) => (
            <table key={group.groupName} className="report-table">
              <caption>{group.groupName}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.item}</th>
                  <th scope="col">{text.result}</th>
                  <th scope="col">{text.reference}</th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.code} className={item.flag ? 'report-row-abnormal' : undefined}>
                    <th scope="row">
                      {item.name} <KnowledgeLink knowledgeId={item.knowledgeId} about={item.name} />
                    </th>
                    <td>
                      {item.value}
                      {item.unit ? ` ${item.unit}` : ''} <FlagMark flag={item.flag} />
                    </td>
                    <td>{item.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          {section.findings.map((f) => (
            <div key={`${f.item}-${f.conclusion}`} className="report-finding">
              <h4>{f.item}</h4>
              {f.finding ? (
                <p>
                  {text.findings}：{f.finding}
                </p>
              ) : null}
              <p className={f.abnormal ? 'report-row-abnormal' : undefined}>
                {text.conclusion}：{f.conclusion}
                {f.abnormal ? <FlagMark flag="A" /> : null}
              </p>
            </div>
          ))}
        </section>
      ))}
      <ReportReads id={report.id} ready />
    </article>
  );
}
