import type { DbOrTx } from '../db/client.ts';
import { operatorsRepository } from '../modules/operators/repository.ts';
import { hashPassword } from '../modules/users/password.ts';
import { demoCentres } from './centres-data.ts';

/**
 * One demo operator per centre, manager there (every operator action), only in demo mode:
 * username op-<centre id> (op-00-1), password below. The README shows how to use them.
 */
export const DEMO_OPERATOR_PASSWORD = 'operator1234';
export const demoOperatorUsername = (centreId: string) => `op-${centreId}`;

export async function seedOperators(db: DbOrTx): Promise<void> {
  // One hash for all: the password is the same, and sixteen argon2 hashes would slow every start.
  let hash: string | undefined;
  for (const centre of demoCentres) {
    const username = demoOperatorUsername(centre.id);
    if (await operatorsRepository.byUsername(db, username)) continue;
    hash ??= await hashPassword(DEMO_OPERATOR_PASSWORD);
    await operatorsRepository.upsert(db, {
      username,
      name: `${centre.name}管理员`,
      passwordHash: hash,
      centres: [{ centreId: centre.id, role: 'manager' }],
    });
  }
}
