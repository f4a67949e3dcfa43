import { type BookableDay, dayLabel, monthGrid } from '@tijian/domain';
import * as copy from '../copy.ts';

const text = copy.datePicker;

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The booking picker's month (spec 2 screen 14): Sunday first, days outside the bookable bounds
 * hidden, each day labelled 可约 / 已满 / 休息. Full and rest days cannot be picked; a limited day can,
 * so the person reads why it cannot be booked.
 */
export function MonthCalendar({
  month,
  first,
  last,
  days,
  selected,
  fullPickable = false,
  onMonth,
  onPick,
}: {
  month: string;
  first: string;
  last: string;
  days: ReadonlyMap<string, BookableDay>;
  selected: string | null;
  /** a full day can be picked too (to join its waitlist) */
  fullPickable?: boolean;
  onMonth: (month: string) => void;
  onPick: (day: BookableDay) => void;
}) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const weeks = monthGrid(month, 0);
  return (
    <div className="month-calendar">
      <div className="month-calendar-nav">
        <button
          type="button"
          aria-label={text.prev}
          disabled={month <= monthOf(first)}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h3 className="month-calendar-title">{text.month(year, m)}</h3>
        <button
          type="button"
          aria-label={text.next}
          disabled={month >= monthOf(last)}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <table className="month-calendar-grid">
        <thead>
          <tr>
            {text.weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((d) => d !== null) ?? week.join()}>
              {week.map((date, i) => (
                <td key={date ?? `pad-${i}`}>
                  {date && date >= first && date <= last ? (
                    <DayCell
                      date={date}
                      day={days.get(date)}
                      selected={date === selected}
                      fullPickable={fullPickable}
                      onPick={onPick}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCell({
  date,
  day,
  selected,
  fullPickable,
  onPick,
}: {
  date: string;
  day: BookableDay | undefined;
  selected: boolean;
  fullPickable: boolean;
  onPick: (day: BookableDay) => void;
}) {
  const number = Number(date.slice(8));
  // A day the centre did not list is one it does not open.
  const label = day ? dayLabel(day) : '休息';
  const open = day !== undefined && (day.code === '000' || (fullPickable && day.code === '010'));
  return (
    <button
      type="button"
      className={`month-calendar-day${selected ? ' is-selected' : ''}${open ? '' : ' is-closed'}`}
      aria-pressed={selected}
      aria-label={`${date} ${label}`}
      disabled={!open}
      onClick={() => day && onPick(day)}
    >
      <span className="month-calendar-number">{number}</span>
      <span className="month-calendar-label">{label}</span>
    </button>
  );
}
