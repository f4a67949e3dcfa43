import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A stored file's key: `<area>/<yyyy-mm>/<32 hex>.<ext>`, nothing a caller could bend into another path. */
const KEY = /^[a-z-]+\/\d{4}-\d{2}\/[0-9a-f]{32}\.[a-z]{3,4}$/;

/**
 * Uploaded files on disk, out of the database rows that name them by key. Folders are made as needed
 * (PGlite and a fresh deployment start without them); a file is written under a temporary name and
 * renamed, so a reader never sees half of one.
 */
export function createFileStore(root: string) {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a stored file key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(area: string, ext: string, bytes: Uint8Array, now: Date): Promise<string> {
      const month = now.toISOString().slice(0, 7);
      const key = `${area}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
      return key;
    },

    get: (key: string): Promise<Buffer> => readFile(pathOf(key)),

    /** Gone already is fine: the caller is cleaning up. */
    remove: (key: string): Promise<void> => rm(pathOf(key), { force: true }),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
