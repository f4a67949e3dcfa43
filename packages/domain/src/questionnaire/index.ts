export * from './engine.ts';
export * from './plan-rules.ts';
export * from './types.ts';
