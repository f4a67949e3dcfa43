/** A database error without its SQL parameters (a phone, a hash): the driver's message and code only. */
export function safeError(error: Error & { query?: unknown; params?: unknown; cause?: unknown }) {
  if (error.params === undefined && error.query === undefined) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return { type: 'DatabaseError', message: cause?.message ?? 'query failed', code: cause?.code };
}
