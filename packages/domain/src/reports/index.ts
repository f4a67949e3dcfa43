export * from './access.ts';
export * from './flags.ts';
export * from './health.ts';
export * from './health-rules.ts';
export * from './indicators.ts';
export * from './tendency.ts';
export * from './types.ts';
export * from './units.ts';
