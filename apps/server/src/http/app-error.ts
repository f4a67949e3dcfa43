import { ErrorCode } from '@tijian/domain';

/** A failure the caller can act on: answered in the envelope with its code and Chinese message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 200,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new AppError(ErrorCode.paramInvalid, message);
export const notFound = (message: string) => new AppError(ErrorCode.notFound, message);
