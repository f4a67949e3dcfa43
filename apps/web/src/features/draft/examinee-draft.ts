import type { NormalisedExaminee } from '@tijian/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Who is examined, as the form checked it; self is the spec's self flag (1 oneself, 0 another). */
export interface Examinee extends NormalisedExaminee {
  self: boolean;
  /** the family member the form was filled from, if any */
  familyMemberId: number | null;
}

interface ExamineeDraftState {
  examinee: Examinee | null;
  setExaminee: (examinee: Examinee | null) => void;
}

/**
 * The examinee of the booking under way, kept whole for the submit step (name, ID number, booking
 * phone); the booking draft keeps only what the item rules need. sessionStorage, like the spec's stores.
 */
export const useExamineeDraft = create<ExamineeDraftState>()(
  persist(
    (set) => ({
      examinee: null,
      setExaminee: (examinee) => set({ examinee }),
    }),
    {
      name: 'examinee',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ examinee }) => ({ examinee }),
    },
  ),
);
