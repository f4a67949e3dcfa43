/**
 * Only paths of this site may be returned to after authorisation (no open redirects). Browsers read
 * "/\host" and "/<tab>/host" as "//host", and control characters cannot go in a Location header.
 */
export function safePath(p: string | undefined): string {
  if (!p?.startsWith('/') || /^\/[/\\]|\\|\p{Cc}/u.test(p)) return '/main';
  // Spaces and non-ASCII (a Chinese word in the query) must be percent-encoded to be a valid header.
  return p.replace(/[^\x21-\x7e]+/g, encodeURIComponent);
}

/**
 * A safe path with query parameters set (a string) or removed (null); the path itself and any #fragment
 * are left as they are, so the result is as safe as the path it came from.
 */
export function withQuery(path: string, change: Record<string, string | null>): string {
  const hashAt = path.indexOf('#');
  const fragment = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeFragment = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeFragment.indexOf('?');
  const pathname = queryAt >= 0 ? beforeFragment.slice(0, queryAt) : beforeFragment;
  const params = new URLSearchParams(queryAt >= 0 ? beforeFragment.slice(queryAt + 1) : '');
  for (const [key, value] of Object.entries(change)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return safePath(`${pathname}${query ? `?${query}` : ''}${fragment}`);
}
