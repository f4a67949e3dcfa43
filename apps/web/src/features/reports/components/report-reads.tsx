import { useQuery } from '@tanstack/react-query';
import { Messages, REPORT_READ_NAMES } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { type ReportRead, reportReadsOptions } from '../api/reports.ts';
import * as copy from '../copy.ts';
import { readTime } from './read-time.ts';
import '../reports.css';

const text = copy.reads;
/** Reads shown before 查看全部. */
const FIRST = 5;

/**
 * 查阅记录 on the report page: who read this person's reports, when, which one and what of it. Asked
 * once the report is shown (`ready`), so the read of this page is the first entry.
 */
export function ReportReads({ id, ready }: { id: number; ready: boolean }) {
  const reads = useQuery({ ...reportReadsOptions(id), enabled: ready });
  const [all, setAll] = useState(false);
  return (
    <section className="report-block report-reads" aria-labelledby="report-reads-title">
      <h3 id="report-reads-title">{text.title}</h3>
      <p className="report-reads-note">{text.note}</p>
      {reads.isError ? (
        <InlineLoadError error={reads.error} onRetry={() => void reads.refetch()} />
      ) : reads.isPending ? (
        <p className="report-reads-empty" role="status">
          {Messages.loading}
        </p>
      ) : reads.data.length === 0 ? (
        <p className="report-reads-empty">{text.empty}</p>
      ) : (
        <>
          <ul className="report-reads-list">
            {(all ? reads.data : reads.data.slice(0, FIRST)).map((read) => (
              <ReadRow key={`${read.readAt}-${read.reportId}-${read.kind}-${read.reader}`} read={read} />
            ))}
          </ul>
          {reads.data.length > FIRST ? (
            <Button block size="small" fill="none" color="primary" onClick={() => setAll(!all)}>
              {all ? text.less : text.more(reads.data.length)}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReadRow({ read }: { read: ReportRead }) {
  return (
    <li className="report-read">
      <span className="report-read-who">{read.mine ? text.mine : read.reader}</span>
      <span className="report-read-what">{REPORT_READ_NAMES[read.kind]}</span>
      <span className="report-read-which">
        {read.examDate} {read.sysCenterName}
      </span>
      <time className="report-read-when" dateTime={read.readAt}>
        {readTime(read.readAt)}
      </time>
    </li>
  );
}
