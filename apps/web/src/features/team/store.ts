import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type MarryState = 'married' | 'unmarried';

/** The order just taken, for 预约成功 (a reload of that page still shows it). */
export interface TeamBooked {
  orderId: number;
  orderNo: string | null;
  sysCenterId: string;
  date: string;
  time: string;
}

export interface TeamDraftState {
  /** the roster place being booked */
  memberId: number | null;
  /** null: the person on the roster; else the family member taking the place */
  familyMemberId: number | null;
  familyName: string | null;
  marryStateCode: MarryState | null;
  /** topic packages the employee adds at their own cost (never the company's) */
  topicPackageIds: string[];
  /** items the employee adds at their own cost */
  extraProjectIds: string[];
  /** the questionnaire answered before choosing items, when the company asks for one */
  instanceId: string | null;
  /** what that questionnaire recommends, offered as extras on 确认项目 */
  recommendedIds: string[];
  date: string | null;
  slotNo: number | null;
  slotTime: string | null;
  booked: TeamBooked | null;

  /** Starts (or continues) the booking of a place; another place starts from nothing. */
  start: (memberId: number) => void;
  setPerson: (familyMemberId: number | null, familyName: string | null) => void;
  setMarry: (code: MarryState) => void;
  toggleTopic: (id: string) => void;
  toggleExtra: (id: string) => void;
  /** the package-only path: no topic package or item of the employee's own */
  clearAdded: () => void;
  setQuestionnaire: (instanceId: string, recommendedIds: string[]) => void;
  setDate: (date: string) => void;
  setSlot: (slotNo: number, slotTime: string) => void;
  finish: (booked: TeamBooked) => void;
}

const fresh = {
  familyMemberId: null,
  familyName: null,
  marryStateCode: null,
  topicPackageIds: [],
  extraProjectIds: [],
  instanceId: null,
  recommendedIds: [],
  date: null,
  slotNo: null,
  slotTime: null,
} satisfies Partial<TeamDraftState>;

const toggled = (list: string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/**
 * The team booking under way, kept in sessionStorage under 'team' as the spec's client stores are, so
 * a reload or a trip to the family list keeps it; a new tab starts from its own link.
 */
export const useTeamDraft = create<TeamDraftState>()(
  persist(
    (set) => ({
      memberId: null,
      booked: null,
      ...fresh,
      start: (memberId) =>
        set((state) => (state.memberId === memberId ? state : { memberId, ...fresh, booked: null })),
      setPerson: (familyMemberId, familyName) => set({ familyMemberId, familyName }),
      setMarry: (marryStateCode) => set({ marryStateCode }),
      toggleTopic: (id) => set((state) => ({ topicPackageIds: toggled(state.topicPackageIds, id) })),
      toggleExtra: (id) => set((state) => ({ extraProjectIds: toggled(state.extraProjectIds, id) })),
      clearAdded: () => set({ topicPackageIds: [], extraProjectIds: [] }),
      setQuestionnaire: (instanceId, recommendedIds) => set({ instanceId, recommendedIds }),
      // Another day has other slots.
      setDate: (date) =>
        set((state) => (state.date === date ? state : { date, slotNo: null, slotTime: null })),
      setSlot: (slotNo, slotTime) => set({ slotNo, slotTime }),
      // The place is booked: nothing of it is kept but what 预约成功 shows.
      finish: (booked) => set({ memberId: null, ...fresh, booked }),
    }),
    { name: 'team', storage: createJSONStorage(() => sessionStorage) },
  ),
);
