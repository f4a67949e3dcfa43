import { type CallOptions, type DownloadedFile, requestFile } from './http.ts';
import type { Callable, UrlInput } from './route.ts';

/** The endpoints that answer a file: an e-invoice's PDF, a roster's .xlsx. */
type FileCallable = Callable & { readonly produces?: 'pdf' | 'xlsx' };

// biome-ignore lint/complexity/noBannedTypes: {} is "nothing required" here.
type Args<I> = {} extends I ? [input?: I, options?: CallOptions] : [input: I, options?: CallOptions];

/**
 * Fetches a file an endpoint answers, with the session's headers: a link cannot carry the console's
 * operator token. A failure (a JSON envelope) is told and rejects like any call's.
 */
export function download<R extends FileCallable>(
  endpoint: R,
  ...[input, options]: Args<UrlInput<R>>
): Promise<DownloadedFile> {
  const { params, query } = (input ?? {}) as {
    params?: Readonly<Record<string, unknown>>;
    query?: Readonly<Record<string, unknown>>;
  };
  return requestFile({ route: endpoint, params, query }, options);
}

/** Hands a downloaded file to the browser to save under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the address is no longer needed once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
