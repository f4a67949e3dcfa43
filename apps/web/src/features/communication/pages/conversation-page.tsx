import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { communicationKeys } from '../api/communication-keys.ts';
import { useCentreThread } from '../api/get-centre-thread.ts';
import { type ThreadDetail, useThread } from '../api/get-thread.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useStartThread } from '../api/start-thread.ts';
import { Composer, type Outgoing } from '../components/composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import * as copy from '../copy.ts';
import '../communication.css';

const text = copy.conversation;

/** A thread id from ?thread=, or null when there is none (the consultation with the centre) or it is no id. */
function threadIdOf(value: string | null): number | null | 'bad' {
  if (value === null) return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'bad';
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <StatusPage title={text.notFound}>
      <Button onClick={() => navigate('/onlineCommunication/list')}>{text.back}</Button>
    </StatusPage>
  );
}

/**
 * /onlineCommunication/advise/linkUp/:centerId: the conversation with a centre — its consultation, or
 * with ?thread= one thread of any kind — its messages, and the box to send words and a picture.
 */
export function ConversationPage() {
  const { centerId = '' } = useParams();
  const [search] = useSearchParams();
  const threadId = threadIdOf(search.get('thread'));
  if (threadId === 'bad') return <NotFound />;
  return threadId === null ? <CentreConversation centreId={centerId} /> : <OneThread id={threadId} />;
}

function OneThread({ id }: { id: number }) {
  const thread = useThread(id);
  return (
    <QueryView query={thread} notFound={<NotFound />}>
      {(data) => <Conversation thread={data} centreName={data.centreName} online />}
    </QueryView>
  );
}

function CentreConversation({ centreId }: { centreId: string }) {
  const centre = useCentreThread(centreId);
  return (
    <QueryView query={centre} notFound={<NotFound />}>
      {(data) =>
        !data.online && data.thread === null ? (
          <StatusPage title={text.offline} />
        ) : (
          <Conversation
            thread={data.thread}
            centreName={data.centreName}
            centreId={data.sysCenterId}
            online={data.online}
          />
        )
      }
    </QueryView>
  );
}

function Conversation({
  thread,
  centreName,
  centreId,
  online,
}: {
  thread: ThreadDetail | null;
  centreName: string;
  centreId?: string;
  online: boolean;
}) {
  const headingId = useId();
  const send = useSendMessage();
  const start = useStartThread();
  const queryClient = useQueryClient();
  const end = useRef<HTMLDivElement>(null);
  const count = thread?.messages.length ?? 0;

  // The latest message in view when the page opens and when one arrives.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const post = async (message: Outgoing) => {
    if (thread) await send.mutateAsync({ threadId: thread.id, ...message });
    else if (centreId) {
      await start.mutateAsync({ kind: 'consult', sysCenterId: centreId, ...message });
      await queryClient.invalidateQueries({ queryKey: communicationKeys.centre(centreId) });
    }
  };

  return (
    <section className="talk-page talk-conversation" aria-labelledby={headingId}>
      <header className="talk-conversation-head">
        <h2 id={headingId} className="talk-conversation-title">
          {centreName}
        </h2>
        <p className="talk-conversation-kind">
          {thread ? `${thread.kindName} · ${thread.title}` : copy.entries.consult}
        </p>
      </header>
      <div className="talk-conversation-body">
        {thread && thread.messages.length > 0 ? (
          <MessageList messages={thread.messages} />
        ) : (
          <p className="talk-hint">{text.empty}</p>
        )}
        <div ref={end} />
      </div>
      <p className="talk-hint talk-conversation-hint">{text.hint}</p>
      {online || thread ? <Composer onSend={post} /> : null}
    </section>
  );
}
