// When a centre can examine: its bookable days and each day's time slots, and the popup that picks
// one, for the submit screen, a reschedule and the quick appointment alike. A day's slots and their
// list are used alone too, by the company check-up's submit, which takes its days from the company.
export { getTimeOfCountQueryOptions } from './api/get-schedule.ts';
export { scheduleKeys } from './api/schedule-keys.ts';
export { type DateSlot, DateSlotPicker } from './components/date-slot-picker.tsx';
export { SlotList } from './components/slot-list.tsx';
export { loadDateSlotPicker } from './loaders.ts';
