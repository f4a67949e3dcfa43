export * from './card.ts';
export * from './scoring.ts';
export type { AssessmentScoring, HealthCardService } from './types.ts';
export * from './validators.ts';
