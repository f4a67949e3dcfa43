import { redirect } from 'react-router';
import { signInPath } from '@/shared/lib/navigation.ts';
import { operatorToken } from '@/shared/session/operator-session.ts';

/** Every screen but the sign-in page needs a session in this tab; without one, sign in and come back. */
export function signedInLoader({ request }: { request: Request }) {
  if (operatorToken()) return null;
  const url = new URL(request.url);
  const from = `${url.pathname.replace(/^\/console(?=\/|$)/, '') || '/'}${url.search}`;
  throw redirect(signInPath(from));
}
