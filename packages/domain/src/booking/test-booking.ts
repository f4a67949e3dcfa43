// Builders for the booking tests: a valid object with only the fields a test is about overridden.
import { fen } from '../money.ts';
import type { BookableDay, Coupon, ExamCard, ExclusiveService, SpecialProject, TimeSlot } from './types.ts';

export function day(
  testDate: string,
  code: BookableDay['code'] = '000',
  specials: SpecialProject[] = [],
): BookableDay {
  return { testDate, code, desc: '', specialProDtos: specials };
}

export function special(projectName: string, code: SpecialProject['code']): SpecialProject {
  return { projectId: `P-${projectName}`, projectName, code };
}

export function slot(
  no: number,
  testTime: string,
  numberOfPeople = 5,
  code: TimeSlot['code'] = '000',
): TimeSlot {
  return { no, testTime, numberOfPeople, code };
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    name: '满100减20',
    couponType: 1,
    price: fen(2000),
    orderMinimum: fen(10000),
    available: 1,
    reason: '',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    content: '',
    exchangeProjectMap: null,
    ...overrides,
  };
}

export function card(cardNo: string, balance: number): ExamCard {
  return {
    id: Number(cardNo.replace(/\D/g, '')) || 1,
    cardNo,
    balance: fen(balance),
    expiryDate: '2027-12-31',
    stateName: '正常',
  };
}

export function service(overrides: Partial<ExclusiveService> = {}): ExclusiveService {
  return {
    projectId: 'VIP1',
    item: 'VIP通道',
    price: fen(5000),
    minPrice: fen(0),
    maxPrice: fen(1_000_000),
    isSupport: 1,
    limitNumber: 10,
    payment: 'both',
    canVip: 3,
    inspectionSignificance: '',
    ...overrides,
  };
}
