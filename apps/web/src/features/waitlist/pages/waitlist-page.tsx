import { countdownText, holdSecondsLeft, WAITLIST_STATUS_NAMES } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Tag from 'antd-mobile/es/components/tag';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { useBookWaitlistHold } from '../api/book-waitlist-hold.ts';
import { useWaitlist, type WaitlistEntry } from '../api/get-waitlist.ts';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import * as copy from '../copy.ts';
import './waitlist-page.css';

const text = copy.waitlist;

/** 我的候补: each day waited for, the place in the queue, and a held place with its countdown and 去预约. */
export function WaitlistPage() {
  const query = useWaitlist();
  return (
    <div className="form-page">
      <QueryView query={query}>
        {(entries) => (
          <PullToRefresh onRefresh={async () => void (await query.refetch())}>
            {entries.length === 0 ? (
              <EmptyList text={text.empty} />
            ) : (
              <List>
                {entries.map((entry) => (
                  <EntryItem key={entry.id} entry={entry} onLapsed={() => void query.refetch()} />
                ))}
              </List>
            )}
            <p className="form-page-hint">{text.hint}</p>
          </PullToRefresh>
        )}
      </QueryView>
    </div>
  );
}

function useSecondsLeft(expiresAt: string | null): number {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? holdSecondsLeft(expiresAt, now) : 0;
}

function EntryItem({ entry, onLapsed }: { entry: WaitlistEntry; onLapsed: () => void }) {
  const navigate = useNavigate();
  const leave = useLeaveWaitlist();
  const book = useBookWaitlistHold();
  const [key] = useState(() => crypto.randomUUID());
  const held = entry.status === 'held';
  const left = useSecondsLeft(held ? entry.holdExpiresAt : null);
  const running = held && left > 0;
  // Once, when the countdown ends: the list is read again and shows the hold passed on.
  const told = useRef(false);
  useEffect(() => {
    if (!held || left > 0 || told.current) return;
    told.current = true;
    onLapsed();
  }, [held, left, onLapsed]);

  const onBook = async () => {
    const answer = await book.mutateAsync({ id: entry.id, idempotencyKey: key }).catch(() => null);
    if (!answer) return;
    if (answer.code !== 0 || answer.orderId === null) {
      showToast(answer.message ?? '');
      return;
    }
    navigate(
      answer.payable > 0
        ? `/order/onlinePayment/1/${answer.orderId}`
        : `/order/personal/${encodeURIComponent(entry.sysCenterId)}/${answer.orderId}`,
      { replace: false },
    );
  };

  const onLeave = async () => {
    if (!(await confirmDialog(text.leaveConfirm))) return;
    await leave
      .mutateAsync(entry.id)
      .then(() => showToast(text.left))
      .catch(() => undefined);
  };

  return (
    <List.Item
      title={entry.sysCenterName}
      description={
        <div className="waitlist-entry">
          <div>
            {entry.date} · {entry.name}
            {entry.packageName ? ` · ${entry.packageName}` : ''}
          </div>
          {entry.status === 'waiting' && entry.position !== null ? (
            <div>{text.position(entry.position)}</div>
          ) : null}
          {running ? (
            <div className="waitlist-entry-held" role="timer" aria-label="保留剩余时间">
              <div>{text.heldSlot(entry.slotTime ?? '')}</div>
              <div>{text.heldLeft(countdownText(left))}</div>
            </div>
          ) : null}
          <div className="waitlist-entry-actions">
            {running ? (
              <Button size="small" color="primary" loading={book.isPending} onClick={() => void onBook()}>
                {text.book}
              </Button>
            ) : null}
            {entry.status === 'booked' && entry.orderId !== null ? (
              <Button
                size="small"
                onClick={() =>
                  navigate(`/order/personal/${encodeURIComponent(entry.sysCenterId)}/${entry.orderId}`)
                }
              >
                {text.viewOrder}
              </Button>
            ) : null}
            {entry.status === 'waiting' || running ? (
              <Button size="small" fill="outline" loading={leave.isPending} onClick={() => void onLeave()}>
                {text.leave}
              </Button>
            ) : null}
          </div>
        </div>
      }
      extra={
        <Tag color={held ? 'danger' : entry.status === 'waiting' ? 'primary' : 'default'}>
          {WAITLIST_STATUS_NAMES[entry.status]}
        </Tag>
      }
    />
  );
}
