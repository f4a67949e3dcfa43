import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type ConsultBooking, myConsultOptions, useSendConsultFeedback } from '../api/consult.ts';
import { useIdParam } from '../components/id-param.ts';
import { ConsultMissing } from '../components/missing.tsx';
import { StarRating } from '../components/star-rating.tsx';
import * as copy from '../copy.ts';
import '../consult.css';

const text = copy.feedback;

/** /consult/feedback/:id: after the consultation, 1–5 stars and a comment, once. */
export function ConsultFeedbackPage() {
  const id = useIdParam();
  const booking = useQuery({ ...myConsultOptions(id ?? 0), enabled: id !== null });
  const missing = <ConsultMissing title={text.notFound} back={text.back} />;
  if (id === null) return missing;
  return (
    <QueryView query={booking} notFound={missing}>
      {(data) => <FeedbackForm booking={data} />}
    </QueryView>
  );
}

const closedReason: Partial<Record<ConsultBooking['state'], string>> = {
  booked: text.tooEarly,
  cancelled: text.cancelled,
  rated: text.done,
};

function FeedbackForm({ booking }: { booking: ConsultBooking }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const send = useSendConsultFeedback();
  const navigate = useNavigate();
  const back = () => navigate('/consult/list', { replace: true });
  const closed = closedReason[booking.state];
  const head = (
    <article className="consult-card" aria-label={booking.serviceName}>
      <h2 className="consult-card-title">{booking.serviceName}</h2>
      <p className="consult-card-meta">
        {booking.date} {booking.testTime} · {booking.doctorName}
      </p>
    </article>
  );
  if (closed) {
    return (
      <div className="consult-page">
        {head}
        <StatusPage title={closed}>
          <Button color="primary" onClick={back}>
            {text.back}
          </Button>
        </StatusPage>
      </div>
    );
  }
  const submit = () => {
    if (rating < 1) {
      showToast(text.chooseRating);
      return;
    }
    send.mutate(
      { id: booking.id, rating, comment: comment.trim() },
      {
        onSuccess: () => {
          showToastOnNextPage(text.sent);
          back();
        },
      },
    );
  };
  return (
    <div className="consult-page">
      {head}
      <h3 className="consult-section-title">{text.rating}</h3>
      <div className="consult-hint">
        <StarRating label={text.rating} value={rating} onChange={setRating} />
      </div>
      <h3 className="consult-section-title">
        <label htmlFor={commentId}>{text.comment}</label>
      </h3>
      <div className="consult-card">
        <TextArea
          id={commentId}
          placeholder={text.placeholder}
          value={comment}
          onChange={setComment}
          maxLength={text.commentMax}
          showCount
          rows={4}
        />
      </div>
      <div className="consult-submit">
        <Button block color="primary" loading={send.isPending} onClick={submit}>
          {text.submit}
        </Button>
      </div>
    </div>
  );
}
