export * from './definitions.ts';
export * from './scoring.ts';
export * from './types.ts';
