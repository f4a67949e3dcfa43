// The shapes of booking as the rules see them (spec 3 "Dates and slots", "Other entities", spec 4
// "Order statuses", "Submit screen", spec 5 "Calendar", "Invoice, cards, coupons, services"). The
// wire schemas in packages/contract produce exactly these, so web and server hand the same objects
// to the same functions.

import type { ProjectId } from '../catalogue/types.ts';
import type { Fen } from '../money.ts';

/** 000 bookable, 010 full, 020 rest (spec 4). */
export type DayCode = '000' | '010' | '020';
/** 000 available, 010 full, 030 past. */
export type SlotCode = '000' | '010' | '030';

/** An item that a day takes no more bookings for (限约: limited quota reached; 满约: fully booked). */
export interface SpecialProject {
  projectId: ProjectId;
  projectName: string;
  code: 'limited' | 'full';
}

/** One calendar day of a centre. testDate is YYYY-MM-DD in the centre's time zone (Asia/Shanghai). */
export interface BookableDay {
  testDate: string;
  code: DayCode;
  desc: string;
  /** the chosen items this day cannot take; non-empty makes the day "limited" */
  specialProDtos: SpecialProject[];
}

/** One time slot of a day. testTime is "HH:mm~HH:mm"; no identifies it within the day. */
export interface TimeSlot {
  no: number;
  testTime: string;
  /** places left */
  numberOfPeople: number;
  code: SlotCode;
}

/** The centre's fasting window, HH:mm; 00:00-24:00 means none (spec 9). */
export interface FastingWindow {
  start: string;
  end: string;
}

export type PayType = 'online' | 'onhospital';

/** 1 cash, 2 full-reduction, 3 project (exchanges an item), 4 gift (adds an item free). */
export type CouponType = 1 | 2 | 3 | 4;

export interface Coupon {
  id: number;
  name: string;
  couponType: CouponType;
  /** the amount it takes off (cash, full-reduction); the item's value for project/gift coupons */
  price: Fen;
  /** the plan's actual price must exceed this for the coupon to apply */
  orderMinimum: Fen;
  /** 1: usable for this order as the server sees it */
  available: 0 | 1;
  /** why not, when available is 0 */
  reason: string;
  startDate: string;
  endDate: string;
  content: string;
  /** the item a project or gift coupon is tied to */
  exchangeProjectMap: { id: ProjectId; item: string } | null;
}

/** An electronic check-up card with a balance (储值卡). */
export interface ExamCard {
  id: number;
  cardNo: string;
  balance: Fen;
  expiryDate: string;
  stateName: string;
}

export type ServicePayment = 'online' | 'onhospital' | 'batch' | 'both';

/** An exclusive (value-added) service of a centre, offered on some days (spec 3). */
export interface ExclusiveService {
  projectId: ProjectId;
  item: string;
  price: Fen;
  minPrice: Fen;
  maxPrice: Fen;
  isSupport: 0 | 1;
  limitNumber: number;
  payment: ServicePayment;
  /** places left on the chosen date; ≤ 0: the date does not offer it */
  canVip: number;
  inspectionSignificance: string;
}

/** Who moves an order: the person who booked, the centre's staff (review, check-in, report), the system (payment callbacks, expiry). */
export type OrderActor = 'user' | 'centre' | 'system';

/** Why an examinee should not have an item, or should know something first (pre-exam eligibility). */
export interface EligibilityFinding {
  projectId: ProjectId;
  item: string;
  /** refuse: the item cannot be booked; notice: can be booked, the person is told why to take care */
  severity: 'refuse' | 'notice';
  reason: string;
}

/** The booking path (spec 2 route /appointment/confirm/:type): a package, self-chosen items, or a questionnaire's plan. */
export type BookingType = 'product' | 'custom' | 'customize';
