import { isApiError } from '@tijian/client';
import { ErrorCode } from '@tijian/domain';

/**
 * The server says what was asked for is not there (or is someone else's). Trying again cannot find
 * it; a page that says so itself passes this as its read's `silent`, so the message is not also a toast.
 */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.code === ErrorCode.notFound;
