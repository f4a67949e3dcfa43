import {
  FASTING_SLOT_MESSAGE,
  type FastingWindow,
  isSlotSelectable,
  slotBreaksFasting,
  slotLabel,
  type TimeSlot,
} from '@tijian/domain';
import * as copy from '../copy.ts';
// Its styles live with the picker's; imported here too for the pages that show the list alone (团检提交).
import './date-slot-picker.css';

/**
 * The day's slots with their state (已满 / 已过 / 余N人). A slot outside the fasting window is shut
 * while the plan holds fasting items, and the list says which items those are.
 */
export function SlotList({
  slots,
  selected,
  fasting,
  fastingItems,
  onPick,
}: {
  slots: readonly TimeSlot[];
  selected: number | null;
  fasting: FastingWindow | null;
  fastingItems: readonly string[];
  onPick: (slot: TimeSlot) => void;
}) {
  const hasFasting = fastingItems.length > 0;
  if (slots.length === 0) return <p className="slot-list-empty">{copy.datePicker.noSlots}</p>;
  const anyBreaks = slots.some((slot) => slotBreaksFasting(slot, fasting, hasFasting));
  return (
    <>
      <div className="slot-list" role="radiogroup" aria-label={copy.datePicker.slots}>
        {slots.map((slot) => {
          const open = isSlotSelectable(slot, fasting, hasFasting);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a styled button group reads better than radios here.
            <button
              key={slot.no}
              type="button"
              role="radio"
              aria-checked={slot.no === selected}
              className={`slot-list-item${slot.no === selected ? ' is-selected' : ''}`}
              disabled={!open}
              onClick={() => onPick(slot)}
            >
              {slot.testTime}
              {slotLabel(slot)}
            </button>
          );
        })}
      </div>
      {anyBreaks ? (
        <div className="slot-list-fasting" role="note">
          <p>{FASTING_SLOT_MESSAGE}</p>
          <p>{fastingItems.join('、')}</p>
        </div>
      ) : null}
    </>
  );
}
