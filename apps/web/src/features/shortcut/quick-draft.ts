import type { NormalisedExaminee, TimeSlot } from '@tijian/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The quick form as checked: who, and the day and slot chosen. */
export interface QuickAppointment {
  sysCenterId: string;
  /** 本人: an ID number or phone not asked (null) is the account's own, which the server fills in */
  self: boolean;
  examinee: NormalisedExaminee;
  date: string;
  slot: TimeSlot;
}

interface QuickDraftState {
  appointment: QuickAppointment | null;
  set: (appointment: QuickAppointment | null) => void;
}

/** Between the quick form and the package choice; sessionStorage like the other booking drafts. */
export const useQuickDraft = create<QuickDraftState>()(
  persist(
    (set) => ({
      appointment: null,
      set: (appointment) => set({ appointment }),
    }),
    {
      name: 'shortcut',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ appointment }) => ({ appointment }),
    },
  ),
);
