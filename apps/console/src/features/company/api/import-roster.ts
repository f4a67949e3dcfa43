import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, company, type DataOf } from '@tijian/client';
import { companyKeys } from './keys.ts';

export type ImportResult = DataOf<typeof company.companyImportRoster>;

export interface RosterFile {
  fileName: string;
  /** the file, base64 */
  content: string;
}

// The page shows a refusal itself, beside the upload.
export function importRoster(companyId: number, file: RosterFile) {
  return call(company.companyImportRoster, { body: { companyId, ...file } }, { silent: true });
}

/** Sends a roster file; the roster, the counts and the results are read again afterwards. */
export function useImportRoster(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: RosterFile) => importRoster(companyId, file),
    onSuccess: (result) => {
      if (result.imported > 0)
        void queryClient.invalidateQueries({ queryKey: companyKeys.ofCompany(companyId) });
    },
  });
}
