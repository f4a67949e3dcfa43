import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, company } from '@tijian/client';
import type { CompanySettings } from './get-overview.ts';
import { overviewQueryOptions } from './get-overview.ts';

export interface SettingsSave {
  /** the version the form was filled from: a change saved meanwhile is refused (staleSettings) */
  version: number;
  settings: CompanySettings;
}

// The form shows a refusal itself, beside the fields (a stale version with its reload button).
export function saveSettings(companyId: number, { version, settings }: SettingsSave) {
  return call(company.companySaveSettings, { body: { companyId, version, settings } }, { silent: true });
}

/** Saves the settings; the answer is the overview as it now stands, with its new version. */
export function useSaveSettings(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SettingsSave) => saveSettings(companyId, save),
    onSuccess: (overview) => queryClient.setQueryData(overviewQueryOptions(companyId).queryKey, overview),
  });
}
