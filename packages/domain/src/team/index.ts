export * from './pricing.ts';
export * from './roster.ts';
