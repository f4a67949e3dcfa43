import { DEFAULT_SID, resolveSid } from '@tijian/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getUserQueryOptions } from '../../features/account/index.ts';
import { getCentreQueryOptions, getCitiesQueryOptions } from '../../features/centres/index.ts';
import { cancelPending } from '../../shared/http/index.ts';
import { getCookie, hasToken, setCookie } from '../../shared/lib/cookies.ts';
import { isWeChat } from '../../shared/lib/env.ts';
import { loginPath } from '../../shared/lib/navigation.ts';
import { queryClient } from '../../shared/lib/query-client.ts';
import { useSessionStore } from '../../shared/lib/session-store.ts';
import { clearToast } from '../../shared/ui/feedback.ts';
import { configureWechat } from './wechat-sdk.ts';

// A link may carry a session (token and client id) from a partner page; adopt it before any check.
export function adoptSessionFromQuery(params: URLSearchParams): boolean {
  const token = params.get('token');
  if (!token) return false;
  if (token === getCookie('token')) return false;
  setCookie('token', token);
  const clientId = params.get('clientId');
  if (clientId) setCookie('clientId', clientId, 365);
  void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
  return true;
}

function applySid(params: URLSearchParams): void {
  const session = useSessionStore.getState();
  const previous = session.sid;
  const sid = resolveSid({ query: params.get('sid'), previous, cookie: getCookie('sid') });
  if (session.initialSid === null) session.setInitialSid(sid);
  if (sid !== previous) session.setSid(sid);
  if (sid !== getCookie('sid')) setCookie('sid', sid);
  // Centre data is loaded once per id: the query cache never refetches a known centre.
  if (sid === DEFAULT_SID) void queryClient.prefetchQuery(getCitiesQueryOptions(DEFAULT_SID));
  else void queryClient.prefetchQuery(getCentreQueryOptions(sid));
}

// Spec 2 "Route guard": runs before every navigation, ahead of the next page's own requests.
export function runGuard(url: URL): void {
  clearToast();
  cancelPending();
  const params = url.searchParams;
  const session = useSessionStore.getState();
  if (params.has('helpUser') && !session.helpUser) session.markHelpUser();
  adoptSessionFromQuery(params);
  applySid(params);
  if (isWeChat()) {
    const openid = params.get('openid');
    if (openid && openid !== session.openid) session.setOpenid(openid);
    // After the navigation commits, so the signed URL is the one WeChat sees.
    setTimeout(() => void configureWechat(useSessionStore.getState().sid), 0);
  }
}

export function guardLoader({ request }: LoaderFunctionArgs): null {
  runGuard(new URL(request.url));
  return null;
}

// Child loaders run alongside the root one, so the token query is adopted here too before checking.
export function authLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  adoptSessionFromQuery(url.searchParams);
  if (!hasToken()) throw redirect(loginPath(`${url.pathname}${url.search}`));
  return null;
}
