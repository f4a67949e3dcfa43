import { fastingNote, fen } from '@tijian/domain';
import { renderRoutedPage } from '@/test/render.tsx';
import type { OrderDetail, OrderSummary } from './api/orders.ts';

export function summary(more: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 7,
    orderNo: 'TJ20261122000007',
    status: 'order_hospital_payment',
    statusName: '待支付',
    sysCenterId: '00-1',
    sysCenterName: '北京朝阳体检中心',
    name: '王小明',
    identityCardNo: '110***********1234',
    packageName: '基础体检套餐',
    itemCount: 12,
    boExaminationDate: '2026-12-01',
    boExaminationTime: '08:00~08:30',
    payType: 'online',
    payable: fen(45_600),
    paid: fen(0),
    createdAt: '2026-11-22T01:00:00.000Z',
    actions: ['pay', 'cancel', 'reschedule', 'editItems'],
    ...more,
  };
}

export function detail(more: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7,
    orderNo: 'TJ20261122000007',
    status: 'order_hospital_examination',
    statusName: '待体检',
    sysCenterId: '00-1',
    sysCenterName: '北京朝阳体检中心',
    centrePhone: '010-85801234',
    centreAddress: '北京市朝阳区体检路1号',
    name: '王小明',
    identityCardNo: '110***********1234',
    sexCode: 'male',
    age: 36,
    marryStateCode: 'married',
    boCellPhoneNo: '139****5678',
    boExaminationDate: '2026-12-01',
    boExaminationTime: '08:00~08:30',
    boExaminationTimeNo: 1,
    packageId: '00-1-BASIC',
    packageName: '基础体检套餐',
    bookingType: 'product',
    items: [
      { projectId: 'BLOOD', item: '血常规', price: 3000, kind: 'package', fasting: 1 },
      { projectId: 'DR-CHEST', item: '胸部正位片', price: 12_000, kind: 'package', fasting: 0 },
    ],
    payType: 'onhospital',
    itemsPrice: 15_000,
    couponName: null,
    couponDiscount: 0,
    servicePrice: 0,
    materialFee: 0,
    materialItemsPrice: 0,
    cardNos: [],
    cardPaid: 0,
    payable: 15_000,
    paid: 0,
    isDeliver: 0,
    invoice: null,
    needsReview: false,
    createdAt: '2026-11-22T01:00:00.000Z',
    payDeadline: null,
    plan: {
      productId: '00-1-BASIC',
      base: [],
      chosen: [],
      deleted: [],
      excludedBy: {},
      replaced: {},
      history: [],
    },
    reschedule: { allowed: true, reason: null, cutoff: '18:00', limit: 2, used: 0, rulesText: '' },
    statusMeaning: '请在预约日期按时到院，体检当日向前台出示签到码。',
    actions: ['cancel', 'reschedule', 'editItems'],
    checkIn: { code: 'TJ20261122000007', validOn: '2026-12-01', checkedInAt: null },
    review: { state: 'none', note: '', proposedItems: null },
    history: [
      {
        status: 'order_hospital_examination',
        statusName: '待体检',
        at: '2026-11-22T01:00:00.000Z',
        note: '提交订单',
      },
    ],
    // As the server words them (the domain's preparationNotes).
    preparation: [fastingNote(null), '体检当日请携带本人身份证'],
    ...more,
  } as OrderDetail;
}

/** An order page in a router, with where it navigated shown. */
export const renderOrderPage = renderRoutedPage;
