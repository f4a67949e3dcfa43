export { ApiError, ClientErrorCode, isApiError } from './api-error.ts';
export { cancelPending, KEPT_ON_NAVIGATION, type RequestTag } from './cancellation.ts';
export {
  API_BASE,
  apiUrl,
  type Envelope,
  logout,
  type RequestOptions,
  request,
  requestEnvelope,
} from './client.ts';
export { isSessionDialogOpen } from './session-errors.ts';
