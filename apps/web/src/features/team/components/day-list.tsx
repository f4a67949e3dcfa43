import type { TeamDay } from '../api/get-team-dates.ts';
import * as copy from '../copy.ts';
import { dayLabel, isBookableDay, teamDayState } from './day-label.ts';

/**
 * The company's window day by day: the company's places left, or 已满 / 不可约 on a day that cannot
 * be booked (shut, so a tap does nothing), as the slots are listed below it.
 */
export function DayList({
  days,
  selected,
  onPick,
}: {
  days: readonly TeamDay[];
  selected: string | null;
  onPick: (date: string) => void;
}) {
  return (
    <div className="team-days" role="radiogroup" aria-label={copy.submit.date}>
      {days.map((day) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled button group reads better than radios here.
        <button
          key={day.testDate}
          type="button"
          role="radio"
          aria-checked={day.testDate === selected}
          className={`team-day${day.testDate === selected ? ' is-selected' : ''}`}
          disabled={!isBookableDay(day)}
          onClick={() => onPick(day.testDate)}
        >
          {/* Two lines (the day, then its places); the space keeps them apart when read as one. */}
          <span className="team-day-date">{dayLabel(day.testDate)}</span>{' '}
          <span className="team-day-state">{teamDayState(day)}</span>
        </button>
      ))}
    </div>
  );
}
