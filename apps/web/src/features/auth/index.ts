export { imageCodeUrl } from './api/image-code.ts';
export { type LoginInput, type LoginResult, login, useLogin } from './api/login.ts';
export { logout, useLogout } from './api/logout.ts';
export { partnerLogin } from './api/partner-login.ts';
export { sendSms, useSendSms } from './api/send-sms.ts';
export { endSession, safeRedirect, startSession } from './session.ts';
