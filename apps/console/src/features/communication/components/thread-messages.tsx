import type { communication as contract } from '@tijian/contract';
import { timeAtCentres } from '@/shared/lib/dayjs.ts';
import { communicationCopy as text } from '../copy.ts';
import { ThreadPicture } from './thread-picture.tsx';

/** A thread's messages, oldest first; words are shown as text, never as markup. */
export function ThreadMessages({
  messages,
  asker,
}: {
  messages: readonly contract.Message[];
  asker: string;
}) {
  return (
    <ol className="talk-messages">
      {messages.map((m) => (
        <li key={m.id} className={`talk-message talk-message-${m.author}`}>
          <div className="talk-message-who muted">
            {m.author === 'user' ? `${text.me} ${asker}` : m.authorName} · {timeAtCentres(m.sentAt)}
          </div>
          {m.text ? <p className="talk-message-text">{m.text}</p> : null}
          {m.pictureId !== null ? <ThreadPicture id={m.pictureId} /> : null}
        </li>
      ))}
    </ol>
  );
}
