import { cancelPending, getCookie, hasToken, setCookie } from '@tijian/client';
import { resolveSid } from '@tijian/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { accountKeys } from '@/features/account/index.ts';
import { setCurrentCentre } from '@/features/centre/index.ts';
import { isWeChat } from '@/shared/lib/env.ts';
import { dropQueryParams, loginPath } from '@/shared/lib/navigation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { clearToastForNextPage } from '@/shared/ui/feedback.ts';

const copy = {
  switchAccountConfirm: '当前已登录。打开此链接将切换为链接中的账号登录，是否继续？',
};

/** The session parameters a link may carry: they leave the address bar at once and are never sent on. */
export const SESSION_PARAMS = ['token', 'clientId'] as const;

// A link may carry a session (token and client id) from a partner page; adopt it before any check.
// The token leaves the address bar at once (history, screenshots, the JS-SDK signature URL and any
// Referer never see it), and a link that would replace a live session asks first.
export function adoptSessionFromQuery(params: URLSearchParams): boolean {
  const token = params.get('token');
  if (!token) return false;
  dropQueryParams(SESSION_PARAMS);
  const current = getCookie('token');
  if (token === current) return false;
  if (current && !window.confirm(copy.switchAccountConfirm)) return false;
  setCookie('token', token);
  const clientId = params.get('clientId');
  if (clientId) setCookie('clientId', clientId, 365);
  void queryClient.invalidateQueries({ queryKey: accountKeys.user() });
  return true;
}

// The link's centre, else the one in use, else the remembered one (spec 2 "Route guard").
function applySid(params: URLSearchParams): void {
  const previous = useSessionStore.getState().sid;
  setCurrentCentre(resolveSid({ query: params.get('sid'), previous, cookie: getCookie('sid') }));
}

// The server comes back from WeChat's authorisation with openid=<id>, or wxauth=failed when WeChat's
// code could not be exchanged; either way this tab has had its try (see handleAuthTimeout).
const WECHAT_AUTH_PARAMS = ['openid', 'wxauth'] as const;

function adoptWechatAuthorisation(params: URLSearchParams): void {
  const session = useSessionStore.getState();
  const openid = params.get('openid');
  if (openid && openid !== session.openid) session.setOpenid(openid);
  if (params.get('wxauth') === 'failed' && !session.wechatAuthTried) session.markWechatAuthTried();
}

// The JS-SDK set-up is needed only inside WeChat, so other browsers never download it.
async function configureWechatLater(sid: string): Promise<void> {
  try {
    const { configureWechat } = await import('./wechat-sdk.ts');
    await configureWechat(sid);
  } catch {
    // As in configureWechat: sharing and scanning degrade quietly when the module cannot load.
  }
}

// Spec 2 "Route guard": runs before every navigation, ahead of the next page's own requests.
export function runGuard(url: URL): void {
  clearToastForNextPage();
  cancelPending();
  const params = url.searchParams;
  const session = useSessionStore.getState();
  if (params.has('helpUser') && !session.helpUser) session.markHelpUser();
  adoptSessionFromQuery(params);
  applySid(params);
  if (isWeChat()) {
    adoptWechatAuthorisation(params);
    // After the navigation commits, so the signed URL is the one WeChat sees (without the one-time
    // parameters, which leave the address bar first).
    setTimeout(() => {
      dropQueryParams([...WECHAT_AUTH_PARAMS, ...SESSION_PARAMS]);
      void configureWechatLater(useSessionStore.getState().sid);
    }, 0);
  } else if (params.has('token')) {
    // Again once the navigation has committed (a router navigation writes its URL after the loaders).
    setTimeout(() => dropQueryParams(SESSION_PARAMS), 0);
  }
}

// The guard runs in a task of its own, apart from the router's set-up on the first load, so that neither
// holds the main thread long on a slow phone. The page still renders only after it.
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  runGuard(new URL(request.url));
  return null;
}

// Child loaders run alongside the root one, so the token query is adopted here too before checking.
export function authLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  adoptSessionFromQuery(url.searchParams);
  if (isWeChat()) adoptWechatAuthorisation(url.searchParams);
  if (!hasToken()) {
    // The one-time WeChat parameters are spent here; the page to return to after login is without them.
    for (const name of WECHAT_AUTH_PARAMS) url.searchParams.delete(name);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return null;
}
