import { type ChosenPicture, readPicture } from '@tijian/client';
import { MESSAGE_MAX_CHARS, messageError } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { PictureOutline } from 'antd-mobile-icons';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { showToast } from '@/shared/ui/feedback.ts';
import * as copy from '../copy.ts';

const text = copy.composer;

export interface Outgoing {
  text: string;
  picture?: string;
}

export interface ComposerProps {
  /** sends; a rejection keeps what was typed so it can be sent again */
  onSend: (message: Outgoing) => Promise<unknown>;
  placeholder?: string;
  /** the words to start with (报告解读's default question) */
  initialText?: string;
  submitLabel?: string;
  /** what the text box is called to a screen reader */
  label?: string;
}

/** Words (up to the limit) and one picture, sent together; nothing is sent twice on a double tap. */
export function Composer({
  onSend,
  placeholder = text.placeholder,
  initialText = '',
  submitLabel = text.send,
  label = placeholder,
}: ComposerProps) {
  const [words, setWords] = useState(initialText);
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readPicture(file);
    if ('error' in read) {
      showToast(read.error);
      return;
    }
    setPicture(read);
  };

  const send = async () => {
    const problem = messageError(words, picture !== null);
    if (problem) {
      showToast(problem);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSend({ text: words.trim(), ...(picture ? { picture: picture.data } : {}) });
      setWords('');
      setPicture(null);
    } catch {
      // The call said why (its toast); what was typed stays to be sent again.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <div className="talk-composer">
      {picture ? (
        <div className="talk-composer-picture">
          <img src={picture.preview} alt={text.chosenPicture} />
          <Button size="mini" fill="none" onClick={() => setPicture(null)}>
            {text.removePicture}
          </Button>
        </div>
      ) : null}
      <div className="talk-composer-row">
        <TextArea
          aria-label={label}
          placeholder={placeholder}
          value={words}
          onChange={setWords}
          maxLength={MESSAGE_MAX_CHARS}
          showCount
          autoSize={{ minRows: 1, maxRows: 5 }}
        />
        <div className="talk-composer-actions">
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="talk-file-input"
            aria-label={text.choosePicture}
            onChange={(e) => void choose(e)}
          />
          <Button
            size="small"
            fill="outline"
            aria-label={text.choosePicture}
            onClick={() => fileInput.current?.click()}
          >
            <PictureOutline />
          </Button>
          <Button size="small" color="primary" loading={sending} onClick={() => void send()}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
