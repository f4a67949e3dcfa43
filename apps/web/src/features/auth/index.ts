export { imageCodeUrl } from './api/image-code.ts';
export { type LoginInput, type LoginResult, login, useLogin } from './api/login.ts';
export { partnerLogin } from './api/partner-login.ts';
export { sendSms, useSendSms } from './api/send-sms.ts';
export { useCountdown } from './components/use-countdown.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { safeRedirect, startSession } from './session.ts';
