import { catalogue, centres, orders } from '@tijian/client';
import {
  type Centre,
  catalogueOf,
  type OrderQuote,
  type ProductDetail,
  type ProjectData,
} from '@tijian/contract';
import {
  addProduct,
  type Coupon,
  type ExamCard,
  type ExclusiveService,
  fen,
  indexCatalogue,
  initialOrderStatus,
  needsDoctorReview,
  newPlan,
  payableTotal,
  planAmounts,
  priceSummary,
} from '@tijian/domain';
import { TEST_PROJECTS } from '@tijian/domain/testing';
import { useBookingDraft, useExamineeDraft } from '@/features/draft/index.ts';
import type { ApiRoutes } from '@/test/render.tsx';
import { renderRoutedPage } from '@/test/render.tsx';
import { scheduleAnswers } from '@/test/schedule-fixtures.ts';
import type { OrderCart } from './api/quote-order.ts';

export const CENTRE_ID = '00-5';

// 血常规 needs an empty stomach, so the fasting rules have an item to name.
const PROJECTS = TEST_PROJECTS.map((p) => (p.id === 'BLOOD' ? { ...p, fastingCheck: 1 as const } : p));

export const PROJECT_DATA: ProjectData = {
  projectList: PROJECTS,
  projectClassList: [
    { id: 'C-BASIC', itemName: '一般检查', rowIndex: 1 },
    { id: 'C-LAB', itemName: '检验', rowIndex: 2 },
    { id: 'C-IMG', itemName: '影像', rowIndex: 3 },
    { id: 'C-ENDO', itemName: '内镜', rowIndex: 4 },
    { id: 'C-OTHER', itemName: '其他', rowIndex: 5 },
  ],
  projectListTree: [{ id: 'GAS', children: ['GAS-PLAIN', 'GAS-PAINLESS'] }],
  materialList: [],
  showPrice: '1',
  materialFeeProjectId: null,
};

/** GEN ¥20 + ECG ¥25 + BLOOD ¥30 + LIVER ¥80 + CT-CHEST ¥300 = ¥455 */
export const BASE = ['GEN', 'ECG', 'BLOOD', 'LIVER', 'CT-CHEST'];
export const ITEMS_TOTAL = fen(45500);

export function centre(more: Partial<Centre> = {}): Centre {
  return {
    id: CENTRE_ID,
    name: '测试体检中心',
    cityId: '110100',
    cityName: '北京',
    address: '北京市测试路1号',
    phone: '010-1234567',
    openingHours: '07:30-11:30',
    latitude: 39.9,
    longitude: 116.4,
    image: '',
    images: [],
    individuationOpt: 1,
    projectSelectOpt: 1,
    receiveOnline: 1,
    showPackagePrice: 1,
    groupShowPrice: 1,
    personalProvideInvoice: 1,
    groupProvideInvoice: 0,
    personalNotInvoiceNote: '本中心暂不提供个人发票',
    paymentMethodCodes: ['online', 'onhospital'],
    hosPaymentMethodCodes: ['online', 'onhospital'],
    verify: { on: 0, type: 0 },
    verifyOn: 0,
    verifyType: 0,
    centerConfigMenu: { healthFlag: 1, onlineFlag: 1, columnFlag: 1 },
    fastingCheckStart: '07:00',
    fastingCheckEnd: '09:00',
    disclaimer: { title: '', list: [] },
    delivery: { price: 0, name: '' },
    mailCost: 0,
    mailExpress: '',
    expertUrl: '',
    honorUrl: '',
    introduction: '',
    guidelines: [],
    groupCheckFlag: 0,
    rescheduleCutoff: '18:00',
    rescheduleLimit: 2,
    ...more,
  } as Centre;
}

export const COUPON: Coupon = {
  id: 11,
  name: '体检现金券',
  couponType: 1,
  price: fen(5000),
  orderMinimum: fen(30000),
  available: 1,
  reason: '',
  startDate: '2020-01-01',
  endDate: '2099-12-31',
  content: '',
  exchangeProjectMap: null,
};

export const CARD: ExamCard = {
  id: 21,
  cardNo: 'TJK0001',
  balance: fen(20000),
  expiryDate: '2099-12-31',
  stateName: '可用',
};

/** A package of the test centre: GEN, ECG and BLOOD (¥75) at 80 %. */
export const PRODUCT: ProductDetail = {
  id: 'P-TEST',
  sysCenterId: CENTRE_ID,
  packageName: '测试套餐',
  planTypeCode: 'general',
  typeId: 'general',
  sex: 'common',
  discount: 80,
  price: fen(7500),
  discountPriceTotal: fen(6000),
  projectCount: 3,
  picUrl: '',
  suitable: '',
  promotion: 0,
  notes: '',
  packageProjects: ['GEN', 'ECG', 'BLOOD'].map((projectId) => ({
    projectId,
    packable: '1' as const,
    priceDifference: {},
  })),
  projects: PROJECTS.filter((p) => ['GEN', 'ECG', 'BLOOD'].includes(p.id)),
};

/** The test centre's catalogue, indexed as the server prices it (with its package). */
function testCatalogue() {
  const ix = indexCatalogue(catalogueOf(PROJECT_DATA, { relationList: [] }, [], []));
  addProduct(ix, PRODUCT);
  return ix;
}

/**
 * The quote as the server would give it for the test centre: the cart's plan priced by the catalogue
 * engine, and the coupon, cards and services the other answers hold, by the domain's payableTotal.
 */
function quoteOf(cart: OrderCart, routes: ApiRoutes): OrderQuote {
  const ix = testCatalogue();
  const summary = priceSummary(ix, cart.plan);
  const coupons = routes[orders.getCoupons.path] as Coupon[];
  const cards = (routes[orders.getOrderCards.path] as { available: ExamCard[] }).available;
  const services = routes[orders.getExclusiveServices.path] as ExclusiveService[];
  const at = routes[centres.getCentre.path] as Centre;
  const review = needsDoctorReview({
    verifyOn: at.verifyOn,
    verifyType: at.verifyType,
    hasPackage: cart.plan.productId !== null,
    chosenCount: cart.plan.chosen.length,
  });
  const coupon = coupons.find((c) => c.id === cart.coupon) ?? null;
  const breakdown = payableTotal({
    ...planAmounts(ix, summary),
    coupon,
    payType: cart.payType,
    services: services.filter((s) => cart.serviceIds?.includes(s.projectId)),
    cards: (cart.cardNoList ?? []).flatMap((no) => cards.filter((c) => c.cardNo === no)),
  });
  return {
    lines: [],
    prices: { ...summary, appliedRules: [] },
    breakdown,
    coupon: coupon && { id: coupon.id, name: coupon.name },
    status: initialOrderStatus({
      quick: false,
      review,
      payType: cart.payType,
      payable: breakdown.payable,
    }),
    needsReview: review,
  };
}

export function bookingRoutes(more: ApiRoutes = {}): ApiRoutes {
  const routes: ApiRoutes = {
    [centres.getCentre.path]: centre(),
    [catalogue.getProjectData.path]: PROJECT_DATA,
    [catalogue.getProjectMerge.path]: { relationList: [] },
    [catalogue.getPricingRules.path]: [],
    [catalogue.getUpgrades.path]: [],
    [catalogue.getProduct.path]: PRODUCT,
    ...scheduleAnswers(),
    [orders.getExclusiveServices.path]: [],
    [orders.getCoupons.path]: [COUPON],
    [orders.getOrderCards.path]: { available: [CARD], disabled: [] },
    [orders.quoteOrder.path]: (_url: URL, init?: RequestInit) =>
      quoteOf(JSON.parse(String(init?.body)), routes),
    ...more,
  };
  return routes;
}

/** A custom booking of BASE at the test centre, for a married woman of 35 with ID and phone. */
export function startDrafts() {
  const ix = testCatalogue();
  useBookingDraft.getState().start({ sysCenterId: CENTRE_ID, type: 'custom' });
  useBookingDraft.getState().setPlan(newPlan(ix, { base: BASE }));
  useExamineeDraft.getState().setExaminee({
    callName: '张三',
    idCardNo: '110101199001011237',
    boCellPhoneNo: '13800138000',
    sexCode: 'female',
    age: 35,
    marryStateCode: 'married',
    folkId: 0,
    height: 165,
    weight: 55,
    sexFromId: false,
    ageFromId: false,
    self: true,
    familyMemberId: null,
  });
}

/** The test package booked as it is (the package path, no item chosen on top). */
export function startPackageDraft() {
  startDrafts();
  useBookingDraft.getState().start({ sysCenterId: CENTRE_ID, type: 'product', productId: PRODUCT.id });
  useBookingDraft.getState().setPlan(newPlan(testCatalogue(), { product: PRODUCT }));
}

/** The page at `url`; anywhere else it navigates to shows the address it reached. */
export const renderBookingPage = renderRoutedPage;
