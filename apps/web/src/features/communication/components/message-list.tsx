import type { Message } from '../api/get-thread.ts';
import * as copy from '../copy.ts';
import { PictureView } from './picture-view.tsx';
import { formatSentAt } from './sent-at.ts';

/** The messages of a thread, oldest first: the person's on the right, the centre's on the left. Words are text, never markup. */
export function MessageList({ messages }: { messages: readonly Message[] }) {
  return (
    <ol className="talk-messages" aria-label={copy.list.heading}>
      {messages.map((m) => (
        <li key={m.id} className={`talk-message talk-message-${m.author}`}>
          <span className="talk-message-who">
            {m.author === 'user' ? copy.conversation.me : m.authorName}
            <time dateTime={m.sentAt}>{formatSentAt(m.sentAt)}</time>
          </span>
          <div className="talk-bubble">
            {m.text ? <p className="talk-bubble-text">{m.text}</p> : null}
            {m.pictureId !== null ? <PictureView id={m.pictureId} /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
