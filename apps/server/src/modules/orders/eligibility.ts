// The pre-exam eligibility rules (packages/domain eligibility) as the order applies them: an item the
// examinee must not have (a declared pregnancy and an X-ray, a pacemaker and an MRI…) refuses the
// order with the domain's own words.
import { eligibilityFindings, type Project, refusalMessage } from '@tijian/domain';

/**
 * The refusal for these items, this examinee and what they declared (on confirm-items and in the
 * questionnaire), or null when nothing stands in the way. Notices never refuse.
 */
export function hardEligibilityProblem(
  projects: readonly Project[],
  examinee: { sexCode: 'male' | 'female'; age: number },
  conditions: readonly string[],
): string | null {
  return refusalMessage(eligibilityFindings(projects, examinee, conditions));
}
