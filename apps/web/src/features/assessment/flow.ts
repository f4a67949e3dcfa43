import type { Assessment } from './api/get-assessment.ts';
import type { Flow } from './paths.ts';

/** Which addresses an assessment's screens use: a column's assessment keeps the spec's "new/" ones. */
export const flowOf = (assessment: Pick<Assessment, 'id' | 'columnId'>): Flow => ({
  id: assessment.id,
  column: assessment.columnId !== null,
});
