import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Who an assessment is about, as 填写信息 chose: the account holder (memberId null) or a family member. */
export interface AssessedPerson {
  memberId: number | null;
  name: string;
  sexCode: 'male' | 'female';
  age: number;
}

interface AssessedPersonState {
  /** by assessment id */
  people: Record<string, AssessedPerson>;
  setPerson: (assessmentId: number, person: AssessedPerson) => void;
}

/**
 * The person of each assessment under way, in sessionStorage: a reload of the questionnaire (or a
 * dropped network and a retry) keeps who is assessed, like the booking's examinee draft.
 */
export const useAssessedPeople = create<AssessedPersonState>()(
  persist(
    (set) => ({
      people: {},
      setPerson: (assessmentId, person) =>
        set((state) => ({ people: { ...state.people, [assessmentId]: person } })),
    }),
    {
      name: 'assessed-people',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ people }) => ({ people }),
    },
  ),
);
