import * as areas from './areas.ts';
import type { Endpoint } from './endpoint.ts';

export * from './areas.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './fields.ts';
export * from './openapi.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'id' in value;

/**
 * Every endpoint of the API, found in the areas (areas.ts): the server must register each one, and
 * nothing else.
 */
export const endpoints: readonly Endpoint[] = Object.values(areas).flatMap((area) =>
  Object.values(area).filter(isEndpoint),
);

export { catalogueOf } from './catalogue-of.ts';
export type { LoginResult, LoginTopLevel } from './endpoints/auth.ts';
export type {
  ProductDetail,
  ProductSummary,
  ProjectData,
  ProjectMerge,
} from './endpoints/catalogue.ts';
export type { Centre, CentreSummary, City, Flag, NearestCity } from './endpoints/centres.ts';
export type {
  Article,
  ArticlePage,
  ArticleSummary,
  Banner,
  HealthToolCounts,
  PlatformVisits,
} from './endpoints/content.ts';
export type { ExamDayGuide, StationQueue } from './endpoints/exam-day.ts';
export type { FamilyMember, FamilyMemberSummary, OptionItemWire } from './endpoints/examinee.ts';
export type { EInvoice, InvoiceState } from './endpoints/invoices.ts';
export type { NoticeSettings } from './endpoints/notices.ts';
export type { OperatorProfile, OperatorRoleName } from './endpoints/operator.ts';
export type { AuditAction, AuditPage, AuditRow } from './endpoints/operator-audit.ts';
export { AUDIT_ACTION_LABELS } from './endpoints/operator-audit.ts';
export type { OperatorOrder, OperatorOrderList } from './endpoints/operator-orders.ts';
export type {
  OperatorRefund,
  OperatorRefundLine,
  OperatorRefundOrder,
} from './endpoints/operator-refunds.ts';
export type { ReportFlagsPreview, ReportForm } from './endpoints/operator-reports.ts';
export type { ReviewSetting } from './endpoints/operator-reviews.ts';
export type {
  CapacityChange,
  CapacityDay,
  CapacityMonth,
  CapacityPreview,
} from './endpoints/operator-schedule.ts';
export type { StaffList, StaffMember } from './endpoints/operator-staff.ts';
export type { SlotCapacity } from './endpoints/order-changes.ts';
export type { OrderPage, OrderSummary } from './endpoints/order-list.ts';
export type { RescheduleInfo } from './endpoints/order-plan.ts';
export type { OrderHistoryEntry, OrderReview } from './endpoints/order-progress.ts';
export type {
  OrderCards,
  OrderDetail,
  OrderLine,
  OrderQuote,
  SubmitOrderResult,
} from './endpoints/orders.ts';
export type { ParentConsent } from './endpoints/parent-consents.ts';
export type { PayAction, Payment } from './endpoints/payments.ts';
export type {
  BusinessCode,
  InstanceSummary,
  PersonalPlan,
  PlanItem,
  QuestionnaireDefinition,
  QuestionnaireInstance,
  SurveyStatus,
} from './endpoints/questionnaire.ts';
export type { Recheck } from './endpoints/recheck.ts';
export type { RefundDetail, RefundQuoteView } from './endpoints/refunds.ts';
export type {
  HealthEvaluationWire,
  ReportDetail,
  ReportRead,
  ReportShare,
  ReportSummary,
  ReportTendency,
} from './endpoints/reports.ts';
export type { DateRange, DaySlots } from './endpoints/schedule.ts';
export type { TabStats, UserProfile } from './endpoints/users.ts';
export type { JoinWaitlistBody, WaitlistEntry } from './endpoints/waitlist.ts';
export type { JssdkSignature } from './endpoints/wechat.ts';
