import {
  EXAM_CONDITIONS,
  type ExamCondition,
  type ExamineeProfile,
  type Plan,
  type Recommendations,
} from '@tijian/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The three booking paths of spec 2: a package, self-chosen items, a questionnaire's plan. */
export type BookingType = 'product' | 'custom' | 'customize';

export const BOOKING_TYPES: readonly BookingType[] = ['product', 'custom', 'customize'];

export function isBookingType(value: string | undefined): value is BookingType {
  return BOOKING_TYPES.includes(value as BookingType);
}

/** The instance id of a plan that comes from no questionnaire (spec 2: "id is an instance id or pd"). */
export const NO_INSTANCE = 'pd';

export interface BookingDraftState {
  sysCenterId: string | null;
  type: BookingType | null;
  /** the package of a product booking */
  productId: string | null;
  /** the questionnaire instance of a customised plan, else 'pd' */
  instanceId: string;
  /** null until the catalogue is loaded and the plan started from the package or the base pack */
  plan: Plan | null;
  /** who is examined; null: the logged-in user's own profile */
  examinee: ExamineeProfile | null;
  /** the recommendation groups the plan was started with (custom path's base pack and the rest) */
  recommendations: Recommendations | null;
  /** the dropped-recommendation warning was read and accepted */
  droppedAcknowledged: boolean;
  /** an upgrade was applied */
  upgraded: boolean;
  /** centre 00-07's hint before Next was shown */
  centreHintShown: boolean;
  /**
   * What the person declared on confirm-items before the exam (pregnant, pacemaker…); the order
   * sends it as `conditions`. Belongs to the examinee: another examinee or booking starts empty.
   */
  conditions: ExamCondition[];
  /**
   * Those the questionnaire of a customised plan declared: always among `conditions`, since the
   * server adds the instance's own to the order's whatever the screen sends.
   */
  questionnaireConditions: ExamCondition[];

  /** Starts a booking; a different centre, path or package starts from an empty plan. */
  start: (draft: {
    sysCenterId: string;
    type: BookingType;
    productId?: string | null;
    instanceId?: string;
    /** a questionnaire's plan (customize path): the groups the plan starts from */
    recommendations?: Recommendations | null;
  }) => void;
  setPlan: (plan: Plan, recommendations?: Recommendations | null) => void;
  setExaminee: (examinee: ExamineeProfile | null) => void;
  acknowledgeDropped: () => void;
  markUpgraded: () => void;
  markCentreHintShown: () => void;
  /** what the person declares; `fromQuestionnaire` replaces what the plan's questionnaire declared */
  setConditions: (conditions: ExamCondition[], fromQuestionnaire?: ExamCondition[]) => void;
  reset: () => void;
}

const empty = {
  sysCenterId: null,
  type: null,
  productId: null,
  instanceId: NO_INSTANCE,
  plan: null,
  examinee: null,
  recommendations: null,
  droppedAcknowledged: false,
  upgraded: false,
  centreHintShown: false,
  conditions: [],
  questionnaireConditions: [],
} satisfies Partial<BookingDraftState>;

/** What another examinee clears besides the plan: the conditions declared for the previous one. */
const freshExaminee = { conditions: [], questionnaireConditions: [] } satisfies Partial<BookingDraftState>;

/** What a fresh plan clears: the plan itself and every decision taken about it. */
const freshPlan = {
  plan: null,
  recommendations: null,
  droppedAcknowledged: false,
  upgraded: false,
  centreHintShown: false,
} satisfies Partial<BookingDraftState>;

/**
 * The booking draft: what is being booked, for whom, and the plan so far. Kept in sessionStorage under
 * 'project' as the spec's client stores are, so a reload or a trip to the profile page keeps it.
 */
export const useBookingDraft = create<BookingDraftState>()(
  persist(
    (set) => ({
      ...empty,
      start: ({ sysCenterId, type, productId = null, instanceId = NO_INSTANCE, recommendations = null }) =>
        set((state) => {
          const same =
            state.sysCenterId === sysCenterId &&
            state.type === type &&
            state.productId === productId &&
            state.instanceId === instanceId;
          return same
            ? state
            : { sysCenterId, type, productId, instanceId, ...freshPlan, ...freshExaminee, recommendations };
        }),
      setPlan: (plan, recommendations) =>
        set((state) => ({
          plan,
          recommendations: recommendations === undefined ? state.recommendations : recommendations,
        })),
      // Another examinee means other recommendations and a base pack of their own.
      setExaminee: (examinee) =>
        set((state) =>
          sameExaminee(state.examinee, examinee) ? state : { examinee, ...freshPlan, ...freshExaminee },
        ),
      acknowledgeDropped: () => set({ droppedAcknowledged: true }),
      markUpgraded: () => set({ upgraded: true }),
      markCentreHintShown: () => set({ centreHintShown: true }),
      setConditions: (conditions, fromQuestionnaire) =>
        set((state) => {
          const locked = fromQuestionnaire ?? state.questionnaireConditions;
          return {
            conditions: EXAM_CONDITIONS.filter((c) => conditions.includes(c) || locked.includes(c)),
            questionnaireConditions: locked,
          };
        }),
      reset: () => set(empty),
    }),
    {
      name: 'project',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({
        sysCenterId,
        type,
        productId,
        instanceId,
        plan,
        examinee,
        recommendations,
        droppedAcknowledged,
        upgraded,
        centreHintShown,
        conditions,
        questionnaireConditions,
      }) => ({
        sysCenterId,
        type,
        productId,
        instanceId,
        plan,
        examinee,
        recommendations,
        droppedAcknowledged,
        upgraded,
        centreHintShown,
        conditions,
        questionnaireConditions,
      }),
    },
  ),
);

function sameExaminee(a: ExamineeProfile | null, b: ExamineeProfile | null): boolean {
  if (a === null || b === null) return a === b;
  return a.sexCode === b.sexCode && a.marryStateCode === b.marryStateCode && a.age === b.age;
}

type Navigate = (to: string) => void;

export function confirmPath(type: BookingType, instanceId: string = NO_INSTANCE): string {
  return `/appointment/confirm/${type}/${encodeURIComponent(instanceId)}`;
}

export function chooserPath(type: BookingType): string {
  return `/appointment/project/${type}`;
}

/**
 * The submit screen of a draft at this centre. The screen reads the draft, not the address; the
 * centre is in the query for the server, which paints the centre and its reschedule rule in the
 * document's splash while the scripts load (apps/server web-app/submit-document.ts).
 */
export function submitPath(sysCenterId: string): string {
  return `/appointment/submit?sysCenterId=${encodeURIComponent(sysCenterId)}`;
}

/**
 * The package detail's 立即预约 (through the examinee form): a product booking of that package, for
 * `examinee` when given (else the logged-in profile), then its confirm page.
 */
export function startProductBooking(
  navigate: Navigate,
  {
    sysCenterId,
    productId,
    examinee,
  }: { sysCenterId: string; productId: string; examinee?: ExamineeProfile },
): void {
  useBookingDraft.getState().start({ sysCenterId, type: 'product', productId });
  if (examinee) useBookingDraft.getState().setExaminee(examinee);
  navigate(confirmPath('product'));
}

/** The entrance's 自选项目 (through the examinee form): self-chosen items from the base pack, then the confirm page. */
export function startCustomBooking(
  navigate: Navigate,
  { sysCenterId, examinee }: { sysCenterId: string; examinee?: ExamineeProfile },
): void {
  useBookingDraft.getState().start({ sysCenterId, type: 'custom' });
  if (examinee) useBookingDraft.getState().setExaminee(examinee);
  navigate(confirmPath('custom'));
}

/** The examinee the rules need, or null when the profile lacks sex, age or marital status. */
export function examineeOf(
  profile: { sexCode: string | null; marryStateCode: string | null; age: number | null } | null | undefined,
): ExamineeProfile | null {
  if (!profile) return null;
  const { sexCode, marryStateCode, age } = profile;
  if (sexCode !== 'male' && sexCode !== 'female') return null;
  if (marryStateCode !== 'married' && marryStateCode !== 'unmarried') return null;
  if (age === null || !Number.isFinite(age) || age <= 0) return null;
  return { sexCode, marryStateCode, age };
}
