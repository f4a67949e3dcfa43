import { isApiError } from '@tijian/client';
import { useState } from 'react';
import { type LoginInput, type LoginResult, useLogin } from '../api/login.ts';
import * as copy from '../copy.ts';

/**
 * One login try for either form: the forms show the failure in place (the call opts out of the
 * toast), and a try cancelled by navigation says nothing.
 */
export function useLoginAttempt(onSuccess: (result: LoginResult, phone: string) => void | Promise<void>) {
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);

  /** Answers the failure's error code (null on success or a cancelled try). */
  const attempt = async (input: LoginInput, phone: string): Promise<string | null> => {
    setFailure(null);
    try {
      await onSuccess(await login.mutateAsync(input), phone);
      return null;
    } catch (error) {
      if (isApiError(error) && error.cancelled) return null;
      setFailure(isApiError(error) ? error.message : copy.login.failed);
      return isApiError(error) ? error.code : copy.login.failed;
    }
  };

  return { attempt, failure, pending: login.isPending };
}
