import { type ChosenPicture, readPicture } from '@tijian/client';
import { MESSAGE_MAX_CHARS, messageError } from '@tijian/domain';
import { Button, Form, Input, Space } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { showSuccess } from '@/shared/ui/feedback.ts';
import { useReply } from '../api/reply.ts';
import { communicationCopy as text } from '../copy.ts';

/** The centre's reply to a thread: words and, if wanted, one picture. */
export function ReplyForm({ centreId, threadId }: { centreId: string; threadId: number }) {
  const reply = useReply(centreId);
  const [words, setWords] = useState('');
  const [picture, setPicture] = useState<ChosenPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readPicture(file);
    if ('error' in read) {
      setProblem(read.error);
      return;
    }
    setProblem(null);
    setPicture(read);
  };

  const send = async () => {
    const error = messageError(words, picture !== null);
    if (error) {
      setProblem(error);
      return;
    }
    setProblem(null);
    try {
      await reply.mutateAsync({
        threadId,
        text: words.trim(),
        ...(picture ? { picture: picture.data } : {}),
      });
    } catch {
      // The client showed the server's words; what was typed stays to send again.
      return;
    }
    setWords('');
    setPicture(null);
    showSuccess(text.sent);
  };

  return (
    <Form layout="vertical" onFinish={() => void send()} className="talk-reply">
      <Form.Item
        label={text.reply}
        htmlFor={`reply-${threadId}`}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Input.TextArea
          id={`reply-${threadId}`}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder={text.replyPlaceholder}
          maxLength={MESSAGE_MAX_CHARS}
          showCount
          // Fixed rows: autoSize measures through a style attribute, which the console's CSP refuses.
          rows={4}
        />
      </Form.Item>
      {picture ? (
        <Space className="talk-reply-picture">
          <img src={picture.preview} alt={text.chosenPicture} />
          <Button size="small" onClick={() => setPicture(null)}>
            {text.removePicture}
          </Button>
        </Space>
      ) : null}
      <Space>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="talk-file-input"
          aria-label={text.choosePicture}
          onChange={(e) => void choose(e)}
        />
        <Button onClick={() => fileInput.current?.click()}>{text.choosePicture}</Button>
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          {text.send}
        </Button>
      </Space>
    </Form>
  );
}
