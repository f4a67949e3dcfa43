import { limitedDayMessage } from '@tijian/domain';
import type { Tx } from '../../db/client.ts';
import { scheduleRepository } from './repository.ts';
import { specialProjectOf } from './special-projects.ts';

/**
 * An order's plan changed on its booked day: the quotas of items it no longer holds are given back
 * and those of items it now holds are taken, each a conditional UPDATE, with every row touched
 * locked first in item order (the order a booking locks them in). A refusal answers the calendar's
 * 限约/满约 text and leaves the rollback to the caller's transaction.
 */
export async function swapItemQuotas(
  tx: Tx,
  input: {
    centreId: string;
    date: string;
    add: readonly string[];
    remove: readonly string[];
    nameOf: (projectId: string) => string;
  },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { centreId, date } = input;
  const add = [...new Set(input.add)].sort();
  const remove = [...new Set(input.remove)].filter((id) => !add.includes(id)).sort();
  const touched = [...new Set([...add, ...remove])].sort();
  if (touched.length === 0) return { ok: true };
  await scheduleRepository.lockDayQuotas(tx, centreId, date, touched);
  for (const id of remove) await scheduleRepository.giveQuota(tx, centreId, date, id);
  for (const quota of await scheduleRepository.quotasOf(tx, centreId, date, add)) {
    if (!(await scheduleRepository.takeQuota(tx, centreId, date, quota.projectId))) {
      const special = specialProjectOf(quota, input.nameOf(quota.projectId)) ?? {
        projectId: quota.projectId,
        projectName: input.nameOf(quota.projectId),
        code: 'limited' as const,
      };
      const day = { testDate: date, code: '000' as const, desc: '', specialProDtos: [special] };
      return { ok: false, message: limitedDayMessage(day) ?? '所选项目当日已约满，请选择其他日期' };
    }
  }
  return { ok: true };
}
