/**
 * The date and slot picker, loaded on first opening; the submit screen's popup layer shows it.
 */
export const loadDateSlotPicker = () =>
  import('./components/date-slot-picker.tsx').then((m) => ({ default: m.DateSlotPicker }));
