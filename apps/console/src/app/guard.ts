import { redirect } from 'react-router';
import { meQueryOptions } from '@/features/auth/index.ts';
import { companyMeQueryOptions } from '@/features/company/index.ts';
import { signInPath } from '@/shared/lib/navigation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { operatorToken } from '@/shared/session/operator-session.ts';

/** Every screen but the sign-in page needs a session in this tab; without one, sign in and come back. */
export function signedInLoader({ request }: { request: Request }) {
  if (operatorToken()) {
    // The shell paints nothing of its own before the profile (name, centre, role) is in; asked for
    // now, it arrives while the screen's code is still downloading instead of after it.
    void queryClient.prefetchQuery(meQueryOptions());
    // The companies it administers decide the HR portal's menus, as the roles decide the centre's.
    void queryClient.prefetchQuery(companyMeQueryOptions());
    return null;
  }
  const url = new URL(request.url);
  const from = `${url.pathname.replace(/^\/console(?=\/|$)/, '') || '/'}${url.search}`;
  throw redirect(signInPath(from));
}
