export { ApiError, ClientErrorCode, isApiError } from './api-error.ts';
export { call, callEnvelope, urlOf } from './call.ts';
export { cancelPending, type RequestTag } from './cancellation.ts';
export { type AppSession, type ClientConfig, configureClient, type SessionEnd } from './configure.ts';
export { type CookieName, getCookie, hasToken, removeCookie, setCookie } from './cookies.ts';
export { download, saveFile } from './download.ts';
export { endSession } from './end-session.ts';
export { type CallOptions, type DownloadedFile, logout } from './http.ts';
export { type ChosenPicture, readPicture } from './read-picture.ts';
export type {
  AnswerOf,
  AnyRoute,
  BodyInputOf,
  Callable,
  CallInput,
  DataOf,
  EndpointOf,
  QueryInputOf,
  Route,
  UrlInput,
} from './route.ts';
// The endpoints of the contract as the client calls them, one module per area of the contract, so an
// app's bundle takes only the areas it calls.
export { assessments } from './routes/assessments.ts';
export { auth } from './routes/auth.ts';
export { catalogue } from './routes/catalogue.ts';
export { centres } from './routes/centres.ts';
export { communication } from './routes/communication.ts';
export { company } from './routes/company.ts';
export { consult } from './routes/consult.ts';
export { content } from './routes/content.ts';
export { dev } from './routes/dev.ts';
export { examDay } from './routes/exam-day.ts';
export { examinee } from './routes/examinee.ts';
export { healthCards } from './routes/health-cards.ts';
export { invoices } from './routes/invoices.ts';
export { knowledge } from './routes/knowledge.ts';
export { meta } from './routes/meta.ts';
export { notices } from './routes/notices.ts';
export { operator } from './routes/operator.ts';
export { operatorAudit } from './routes/operator-audit.ts';
export { operatorOrders } from './routes/operator-orders.ts';
export { operatorRefunds } from './routes/operator-refunds.ts';
export { operatorReports } from './routes/operator-reports.ts';
export { operatorReviews } from './routes/operator-reviews.ts';
export { operatorSchedule } from './routes/operator-schedule.ts';
export { operatorStaff } from './routes/operator-staff.ts';
export { orderChanges } from './routes/order-changes.ts';
export { orderList } from './routes/order-list.ts';
export { orders } from './routes/orders.ts';
export { parentConsents } from './routes/parent-consents.ts';
export { payments } from './routes/payments.ts';
export { purchases } from './routes/purchases.ts';
export { questionnaire } from './routes/questionnaire.ts';
export { recheck } from './routes/recheck.ts';
export { records } from './routes/records.ts';
export { refunds } from './routes/refunds.ts';
export { reports } from './routes/reports.ts';
export { schedule } from './routes/schedule.ts';
export { specialPackages } from './routes/special-packages.ts';
export { team } from './routes/team.ts';
export { users } from './routes/users.ts';
export { waitlist } from './routes/waitlist.ts';
export { wallet } from './routes/wallet.ts';
export { wechat } from './routes/wechat.ts';
export { API_BASE } from './url.ts';
