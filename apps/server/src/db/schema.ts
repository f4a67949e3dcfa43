// Every module's tables, gathered for Drizzle and drizzle-kit. Each module owns its own file.
export * from '../modules/auth/schema.ts';
export * from '../modules/catalogue/schema.ts';
export * from '../modules/centres/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/family/schema.ts';
export * from '../modules/operators/schema.ts';
export * from '../modules/orders/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/questionnaire/schema.ts';
export * from '../modules/refunds/schema.ts';
export * from '../modules/reports/schema.ts';
export * from '../modules/schedule/schema.ts';
export * from '../modules/users/schema.ts';
export * from '../modules/wallet/schema.ts';
