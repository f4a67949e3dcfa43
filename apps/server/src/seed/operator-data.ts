import type { DbOrTx } from '../db/client.ts';
import { operatorsRepository } from '../modules/operators/repository.ts';
import type { OperatorRole } from '../modules/operators/schema.ts';
import { hashPassword } from '../modules/users/password.ts';
import { demoCentres } from './centres-data.ts';

/**
 * Demo operators, only in demo mode, all with the password below (docs/operators.md): a manager per
 * centre, op-<centre id> (op-00-1); and at a few centres a desk and a doctor, desk-<centre id> and
 * doctor-<centre id>, so each role's view of the console can be tried (00-30 is the centre whose
 * orders wait for a doctor's review).
 */
export const DEMO_OPERATOR_PASSWORD = 'operator1234';
export const demoOperatorUsername = (centreId: string, role: OperatorRole = 'manager') =>
  `${role === 'manager' ? 'op' : role}-${centreId}`;
export const DEMO_STAFFED_CENTRES = ['00-1', '00-16', '00-30'] as const;

const ROLE_TITLES: Record<OperatorRole, string> = { manager: '管理员', desk: '前台', doctor: '医生' };

export async function seedOperators(db: DbOrTx): Promise<void> {
  const accounts = demoCentres.flatMap((centre) => {
    const roles: OperatorRole[] = (DEMO_STAFFED_CENTRES as readonly string[]).includes(centre.id)
      ? ['manager', 'desk', 'doctor']
      : ['manager'];
    return roles.map((role) => ({ centre, role }));
  });
  // One hash for all: the password is the same, and an argon2 hash per account would slow every start.
  let hash: string | undefined;
  for (const { centre, role } of accounts) {
    const username = demoOperatorUsername(centre.id, role);
    if (await operatorsRepository.byUsername(db, username)) continue;
    hash ??= await hashPassword(DEMO_OPERATOR_PASSWORD);
    await operatorsRepository.upsert(db, {
      username,
      name: `${centre.name}${ROLE_TITLES[role]}`,
      passwordHash: hash,
      centres: [{ centreId: centre.id, role }],
    });
  }
}
