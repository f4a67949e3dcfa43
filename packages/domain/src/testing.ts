// Factories for tests and benchmarks only (imported as '@tijian/domain/testing', never by app code).
export * from './catalogue/test-catalogue.ts';
export { option, question } from './questionnaire/test-questionnaire.ts';
export * from './team/test-roster.ts';
