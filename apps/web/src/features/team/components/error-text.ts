import { isApiError } from '@tijian/client';
import { httpStatusMessage } from '@tijian/domain';

/** A refusal as the server words it; a failure that never reached it, as the HTTP layer says it. */
export function errorText(error: unknown): string | null {
  if (error == null) return null;
  return isApiError(error) ? error.message : httpStatusMessage(undefined);
}
