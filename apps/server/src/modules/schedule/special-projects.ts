import type { SpecialProject } from '@tijian/domain';
import type { QuotaRow } from './repository.ts';

/** The items of a plan a day cannot take: 满约 when the item has no place at all, 限约 when only its online quota is spent. */
export function specialProjectOf(
  quota: Pick<QuotaRow, 'projectId' | 'quota' | 'booked' | 'capacity' | 'bookedElsewhere'>,
  projectName: string,
): SpecialProject | null {
  if (quota.booked + quota.bookedElsewhere >= quota.capacity) {
    return { projectId: quota.projectId, projectName, code: 'full' };
  }
  if (quota.booked >= quota.quota) return { projectId: quota.projectId, projectName, code: 'limited' };
  return null;
}
