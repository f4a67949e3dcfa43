import { useQuery } from '@tanstack/react-query';
import {
  autoSelectedSlot,
  type BookableDay,
  canConfirmDate,
  dateBounds,
  type FastingWindow,
  isSlotSelectable,
  limitedDayItems,
  limitedDayMessage,
  type TimeSlot,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useMemo, useState } from 'react';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { getTimeOfCountQueryOptions } from '../api/get-schedule.ts';
import * as copy from '../copy.ts';
import { MonthCalendar, monthOf } from './month-calendar.tsx';
import { SlotList } from './slot-list.tsx';
import { useBookableDays } from './use-bookable-days.ts';
import './date-slot-picker.css';

export interface DateSlot {
  date: string;
  slot: TimeSlot;
}

export interface DateSlotPickerProps {
  visible: boolean;
  sysCenterId: string;
  /** comma list of the plan's checked item ids */
  proIds: string;
  fasting: FastingWindow | null;
  /** names of the plan's fasting items */
  fastingItems: readonly string[];
  value: DateSlot | null;
  onClose: () => void;
  onConfirm: (value: DateSlot) => void;
  /** offered on a full day (已满): join its waitlist with the cart as it is */
  onWaitlist?: (date: string) => void;
}

/** Spec 2 screen 14 / spec 5 "Calendar": the day, then its slot; 确定 only for a bookable pair. */
export function DateSlotPicker(props: DateSlotPickerProps) {
  const { visible, onClose } = props;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="date-slot-picker" destroyOnClose>
      <DatePickerBody {...props} />
    </Popup>
  );
}

function DatePickerBody({
  sysCenterId,
  proIds,
  fasting,
  fastingItems,
  value,
  onClose,
  onConfirm,
  onWaitlist,
}: DateSlotPickerProps) {
  const booking = useBookableDays(sysCenterId, proIds);
  const byDate = useMemo(() => new Map((booking.days ?? []).map((d) => [d.testDate, d])), [booking.days]);
  const bounds = useMemo(() => (booking.days ? dateBounds(booking.days) : null), [booking.days]);
  const [day, setDay] = useState<BookableDay | null>(null);
  const [slot, setSlot] = useState<TimeSlot | null>(value?.slot ?? null);
  const [month, setMonth] = useState<string | null>(null);

  // The last choice comes back when the popup reopens, as long as that day is still listed.
  useEffect(() => {
    if (!booking.days || day) return;
    const kept = value ? byDate.get(value.date) : undefined;
    if (kept) setDay(kept);
    if (!month && bounds) setMonth(monthOf(kept?.testDate ?? bounds.first));
  }, [booking.days, byDate, bounds, value, day, month]);

  const hasFasting = fastingItems.length > 0;
  const slots = useQuery({
    ...getTimeOfCountQueryOptions(sysCenterId, day?.testDate ?? ''),
    enabled: day !== null && day.code === '000' && day.specialProDtos.length === 0,
  });
  const list = slots.data?.dateHasPeopleList;

  // A single open slot is chosen for the person; a chosen slot that filled up meanwhile is dropped.
  useEffect(() => {
    if (!list) return;
    setSlot((current) => {
      const still = current && list.find((s) => s.no === current.no);
      if (still && isSlotSelectable(still, fasting, hasFasting)) return still;
      return autoSelectedSlot(list, fasting, hasFasting);
    });
  }, [list, fasting, hasFasting]);

  const pickDay = (next: BookableDay) => {
    setDay(next);
    setSlot(null);
  };

  const limited = day ? limitedDayMessage(day) : null;
  const canConfirm =
    day !== null && canConfirmDate({ day, slot, window: fasting, hasFastingItems: hasFasting });

  return (
    <div className="date-slot-picker-body">
      <h2 className="date-slot-picker-title">{copy.datePicker.title}</h2>
      <div className="date-slot-picker-scroll">
        {booking.isPending ? (
          <LoadingBlock />
        ) : booking.isError ? (
          <InlineLoadError error={booking.error} onRetry={booking.retry} />
        ) : bounds && month ? (
          <MonthCalendar
            month={month}
            first={bounds.first}
            last={bounds.last}
            days={byDate}
            selected={day?.testDate ?? null}
            fullPickable={onWaitlist !== undefined}
            onMonth={setMonth}
            onPick={pickDay}
          />
        ) : (
          <p className="slot-list-empty">{copy.datePicker.noSlots}</p>
        )}
        {day && limited ? (
          // "以下项目" are the items named under the sentence: the ones this day cannot take.
          <div className="date-slot-picker-limited" role="alert">
            <p>{limited}</p>
            <ul aria-label={copy.datePicker.limitedItems}>
              {limitedDayItems(day).map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {day && onWaitlist && (day.code === '010' || limited) ? (
          <section className="date-slot-picker-limited" aria-label={copy.datePicker.waitlist}>
            {day.code === '010' ? <p>{copy.datePicker.fullDay}</p> : null}
            <p>{copy.datePicker.waitlistHint}</p>
            <Button block color="primary" fill="outline" onClick={() => onWaitlist(day.testDate)}>
              {copy.datePicker.waitlist}
            </Button>
          </section>
        ) : null}
        {day && !limited && day.code === '000' ? (
          <section aria-label={copy.datePicker.slots}>
            <h3 className="date-slot-picker-subtitle">{copy.datePicker.slots}</h3>
            {slots.isPending ? (
              <LoadingBlock />
            ) : slots.isError ? (
              <InlineLoadError error={slots.error} onRetry={() => void slots.refetch()} />
            ) : (
              <SlotList
                slots={list ?? []}
                selected={slot?.no ?? null}
                fasting={fasting}
                fastingItems={fastingItems}
                onPick={setSlot}
              />
            )}
          </section>
        ) : null}
      </div>
      <div className="date-slot-picker-footer">
        <Button block onClick={onClose}>
          {copy.common.cancel}
        </Button>
        <Button
          block
          color="primary"
          disabled={!canConfirm}
          onClick={() => {
            if (day && slot) onConfirm({ date: day.testDate, slot });
          }}
        >
          {copy.common.confirm}
        </Button>
      </div>
    </div>
  );
}
