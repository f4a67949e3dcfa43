import { Card } from 'antd';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { useThread } from '../api/get-thread.ts';
import { communicationCopy as text } from '../copy.ts';
import { ReplyForm } from './reply-form.tsx';
import { ThreadMessages } from './thread-messages.tsx';

/** One thread opened by the centre: who asked, about what, every message, and the reply. */
export function ThreadPanel({ centreId, threadId }: { centreId: string; threadId: number }) {
  const thread = useThread(centreId, threadId);
  if (thread.error && !thread.data) return <LoadFailed error={thread.error} onRetry={thread.refetch} />;
  if (!thread.data) return <Card loading />;
  const t = thread.data;
  return (
    <Card
      title={`${t.kindName} · ${t.title}`}
      extra={<span className="muted">{`${text.asker}：${t.askerName} ${t.askerPhone}`}</span>}
    >
      <section aria-label={`${t.kindName} ${t.title}`}>
        <ThreadMessages messages={t.messages} asker={t.askerName} />
        <ReplyForm key={t.id} centreId={centreId} threadId={t.id} />
      </section>
    </Card>
  );
}
