/**
 * The date and slot picker, loaded on first opening. The loader is exported for the submit screen's
 * popups, which must sit in the first chunk (see booking/popup-loaders.ts).
 */
export const loadDateSlotPicker = () =>
  import('./components/date-slot-picker.tsx').then((m) => ({ default: m.DateSlotPicker }));
