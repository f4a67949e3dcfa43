export * from './knowledge.ts';
