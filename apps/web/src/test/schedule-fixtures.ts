import { schedule } from '@tijian/client';
import type { BookableDay, TimeSlot } from '@tijian/domain';
import type { ApiRoutes } from './render.tsx';

// The bookable days and their slots one test centre offers, for the date picker and the pages that
// open it (the submit screen, a reschedule, the quick appointment).
export const DAYS: BookableDay[] = [
  { testDate: '2030-01-07', code: '000', desc: '', specialProDtos: [] },
  { testDate: '2030-01-08', code: '010', desc: '', specialProDtos: [] },
  { testDate: '2030-01-09', code: '020', desc: '', specialProDtos: [] },
  {
    testDate: '2030-01-10',
    code: '000',
    desc: '',
    specialProDtos: [{ projectId: 'CT-CHEST', projectName: '胸部CT', code: 'limited' }],
  },
  { testDate: '2030-01-11', code: '000', desc: '', specialProDtos: [] },
];

export const SLOTS: Record<string, TimeSlot[]> = {
  '20300107': [
    { no: 1, testTime: '07:30~08:00', numberOfPeople: 0, code: '010' },
    { no: 2, testTime: '08:00~08:30', numberOfPeople: 6, code: '000' },
    { no: 3, testTime: '09:30~10:00', numberOfPeople: 4, code: '000' },
  ],
  '20300111': [
    { no: 1, testTime: '07:30~08:00', numberOfPeople: 3, code: '000' },
    { no: 2, testTime: '08:00~08:30', numberOfPeople: 0, code: '030' },
  ],
};

/** The schedule's two reads, answered from DAYS and SLOTS. */
export function scheduleAnswers(): ApiRoutes {
  return {
    [schedule.getAppointmentRange.path]: DAYS,
    [schedule.getTimeOfCount.path]: (url: URL) => {
      const date = url.searchParams.get('date') ?? '';
      return {
        date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
        dateHasPeopleList: SLOTS[date] ?? [],
      };
    },
  };
}
