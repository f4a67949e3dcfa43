export * from './answers.ts';
export * from './findings.ts';
export * from './reasons.ts';
export * from './rules.ts';
export * from './survey.ts';
export * from './types.ts';
