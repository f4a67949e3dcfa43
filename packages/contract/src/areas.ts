// Every area of the API, one line each. index.ts exports them under these names (`orders.getOrder`)
// and lists their endpoints from here, so a new area file is added on this one line.
export * as auth from './endpoints/auth.ts';
export * as catalogue from './endpoints/catalogue.ts';
export * as centres from './endpoints/centres.ts';
export * as content from './endpoints/content.ts';
export * as dev from './endpoints/dev.ts';
export * as examinee from './endpoints/examinee.ts';
export * as healthCards from './endpoints/health-cards.ts';
export * as meta from './endpoints/meta.ts';
export * as operator from './endpoints/operator.ts';
export * as operatorOrders from './endpoints/operator-orders.ts';
export * as operatorReviews from './endpoints/operator-reviews.ts';
export * as operatorSchedule from './endpoints/operator-schedule.ts';
export * as orderChanges from './endpoints/order-changes.ts';
export * as orderList from './endpoints/order-list.ts';
export * as orders from './endpoints/orders.ts';
export * as payments from './endpoints/payments.ts';
export * as purchases from './endpoints/purchases.ts';
export * as questionnaire from './endpoints/questionnaire.ts';
export * as records from './endpoints/records.ts';
export * as refunds from './endpoints/refunds.ts';
export * as reports from './endpoints/reports.ts';
export * as schedule from './endpoints/schedule.ts';
export * as specialPackages from './endpoints/special-packages.ts';
export * as users from './endpoints/users.ts';
export * as wallet from './endpoints/wallet.ts';
export * as wechat from './endpoints/wechat.ts';
