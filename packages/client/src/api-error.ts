// Codes of our own for failures that never reached the server's envelope.
export const ClientErrorCode = {
  cancelled: 'client,cancelled',
  timeout: 'client,timeout',
  network: 'client,network',
  tooLarge: 'client,tooLarge',
  badResponse: 'client,badResponse',
} as const;

export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;

  constructor(code: string, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }

  get cancelled(): boolean {
    return this.code === ClientErrorCode.cancelled;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
