import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type ReportSummary, useReportsToRead } from '../api/list-reports-to-read.ts';
import { type ThreadSummary, useThreads } from '../api/list-threads.ts';
import { useStartThread } from '../api/start-thread.ts';
import { Composer, type Outgoing } from '../components/composer.tsx';
import { conversationPath } from '../components/conversation-path.ts';
import * as copy from '../copy.ts';
import '../communication.css';

const text = copy.reportReading;
const noMore = async () => undefined;

/**
 * /onlineCommunication/report/list: the person's reports; one is sent to its centre for a doctor's
 * reading, which goes on as a thread (asked once per report: after that, its thread opens).
 */
export function ReportReadingPage() {
  const reports = useReportsToRead();
  const readings = useThreads({ kind: 'reportReading' });
  const headingId = useId();
  return (
    <section className="talk-page" aria-labelledby={headingId}>
      <header className="talk-head">
        <h2 id={headingId} className="talk-head-title">
          {text.heading}
        </h2>
        <p className="talk-head-hint">{text.hint}</p>
      </header>
      <QueryView queries={[reports, readings] as const}>
        {(list, threads) => (
          <ScrollList
            onRefresh={() => Promise.all([reports.refetch(), readings.refetch()])}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={list.length === 0}
            empty={<EmptyList text={text.empty} />}
          >
            <List>
              {list.map((report) => (
                <ReportRow
                  key={report.id}
                  report={report}
                  reading={threads.list.find((t) => t.reportId === report.id)}
                />
              ))}
            </List>
          </ScrollList>
        )}
      </QueryView>
    </section>
  );
}

function ReportRow({ report, reading }: { report: ReportSummary; reading: ThreadSummary | undefined }) {
  const navigate = useNavigate();
  const start = useStartThread();
  const [asking, setAsking] = useState(false);
  const name = `${report.examDate} ${report.name}（${report.relation}）`;

  const ask = async (message: Outgoing) => {
    const thread = await start.mutateAsync({
      kind: 'reportReading',
      reportId: report.id,
      text: message.text || text.defaultQuestion,
      ...(message.picture ? { picture: message.picture } : {}),
    });
    navigate(conversationPath(thread));
  };

  return (
    <List.Item
      description={
        <>
          <span>{`${report.sysCenterName} · ${report.packageName ?? ''} · ${text.abnormal(report.abnormalCount)}`}</span>
          {asking ? (
            <Composer
              onSend={ask}
              initialText={text.defaultQuestion}
              submitLabel={copy.ask.submit}
              label={text.questionLabel}
            />
          ) : null}
        </>
      }
      extra={
        reading ? (
          <Button size="small" onClick={() => navigate(conversationPath(reading))}>
            {text.view}
          </Button>
        ) : asking ? null : (
          <Button size="small" color="primary" onClick={() => setAsking(true)}>
            {text.ask}
          </Button>
        )
      }
    >
      {name}
    </List.Item>
  );
}
