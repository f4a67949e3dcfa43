export type { AssessmentScoring, HealthCardService } from './types.ts';
