import { message } from 'antd';
import { useEffect } from 'react';
import { registerMessageApi } from './feedback.ts';

/**
 * antd's message API in the providers' context (theme, locale), for every screen and for failures the
 * API client tells from outside React. Rendered by the signed-in shell, so the first load (the sign-in
 * page, which shows its refusals in the form) carries neither it nor antd's <App> modal and notification.
 */
export function MessageHolder() {
  const [api, holder] = message.useMessage();
  useEffect(() => registerMessageApi(api), [api]);
  return holder;
}
