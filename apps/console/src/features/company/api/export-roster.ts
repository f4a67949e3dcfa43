import { useMutation } from '@tanstack/react-query';
import { ApiError, ClientErrorCode, company, urlOf } from '@tijian/client';
import { httpStatusMessage } from '@tijian/domain';
import { navigateTo, routerPath, signInPath } from '@/shared/lib/navigation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { forgetOperatorSession, operatorToken } from '@/shared/session/operator-session.ts';
import { fileNameOf, saveFile } from '../lib/save-file.ts';

/** A roster of thousands takes the server a while to write. */
const EXPORT_TIMEOUT_MS = 120_000;

export interface ExportedFile {
  blob: Blob;
  /** the server's name for it, if it gave one */
  fileName: string | null;
}

/**
 * The roster as an .xlsx file. The answer is the file itself, not the envelope, so it is fetched here
 * with the operator's token (the browser cannot send that header from a plain link); a refusal still
 * comes as the envelope and rejects with the server's words.
 */
export async function exportRoster(companyId: number): Promise<ExportedFile> {
  const token = operatorToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(urlOf(company.companyExportRoster, { query: { companyId } }), {
      headers: { sourceTypeCode: 'console', ...(token ? { 'x-operator-token': token } : {}) },
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(ClientErrorCode.network, httpStatusMessage(undefined));
  } finally {
    clearTimeout(timer);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && !type.includes('json')) {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }
  const envelope = (await response.json().catch(() => null)) as {
    error_code?: string;
    error?: string;
  } | null;
  if (envelope?.error_code && envelope.error_code !== '000000')
    throw new ApiError(envelope.error_code, envelope.error || httpStatusMessage(500));
  throw new ApiError(ClientErrorCode.badResponse, httpStatusMessage(response.ok ? 500 : response.status));
}

/** The session ended while exporting: the same way out as every other call's (sign in, and come back). */
function endedSession(error: Error): void {
  if (!(error instanceof ApiError) || error.code !== 'operator,login') return;
  forgetOperatorSession();
  queryClient.clear();
  navigateTo(signInPath(routerPath(window.location.pathname), true));
}

/** 导出Excel: fetches the file and hands it to the browser, named as the server names it. */
export function useExportRoster(companyId: number, fallbackName: () => string) {
  return useMutation<ExportedFile, Error>({
    mutationFn: () => exportRoster(companyId),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName()),
    onError: endedSession,
  });
}
