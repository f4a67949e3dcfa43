import { randomBytes } from 'node:crypto';
import { legacyScryptHash, verifyPassword } from '../users/password.ts';

// A printed health card's password, stored as scrypt (the users module's scrypt form, scrypt$N$r$p$
// salt$hash) and compared through the same hash gate as logins, so a burst of guesses cannot stall
// the server.

/** The stored form of a card's password. */
export function hashCardPassword(password: string): Promise<string> {
  return legacyScryptHash(password);
}

/** A scrypt hash of nothing anyone knows, compared against when the number is unknown. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` is the card's. A number that names no card (or a bought card, which has no
 * password) is compared against a decoy of the same kind, so the time taken tells nothing.
 */
export async function checkCardPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashCardPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await decoy);
    return false;
  }
  return verifyPassword(password, stored);
}
