import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, notices } from '@tijian/client';
import type { NoticeSettings } from '@tijian/contract';
import { accountKeys } from './account-keys.ts';

export type { NoticeSettings };

export function noticeSettingsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.noticeSettings(),
    queryFn: ({ signal }) => call(notices.getNoticeSettings, undefined, { signal }),
  });
}

export function useNoticeSettings() {
  return useQuery(noticeSettingsQueryOptions());
}

/** Saves the whole choice; the screen shows what the server kept. */
export function useSaveNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NoticeSettings) => call(notices.saveNoticeSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(noticeSettingsQueryOptions().queryKey, saved),
  });
}
