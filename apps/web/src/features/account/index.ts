export { accountKeys } from './api/account-keys.ts';
export { getTabStats, getTabStatsQueryOptions, type TabStats, useTabStats } from './api/get-tab-stats.ts';
export { getUser, getUserQueryOptions, type User, useUser } from './api/get-user.ts';
export { useSaveOwnExaminee } from './api/save-own-examinee.ts';
export { useSetPassword } from './api/set-password.ts';
export { updateUser, useUpdateUser } from './api/update-user.ts';
export { useVerifyPassword } from './api/verify-password.ts';
// Copy that another feature's pages show too, so it is written once.
export { personage as personageCopy } from './copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
