import { getCookie } from './cookies.ts';

let bootstrap: Promise<unknown> | null = null;

/**
 * The server issues a client id to a caller that has none, and the image code is bound to it. If
 * several first calls went out together, each would get its own id and the last cookie would win,
 * so the picture and the SMS send could carry different ids. The first call without an id goes
 * alone; the others wait for its answer (and its cookie).
 */
export async function withClientId<T>(send: () => Promise<T>): Promise<T> {
  while (!getCookie('clientId') && bootstrap) {
    await bootstrap.catch(() => undefined);
  }
  if (getCookie('clientId')) return send();
  const first = send();
  bootstrap = first;
  try {
    return await first;
  } finally {
    if (bootstrap === first) bootstrap = null;
  }
}
