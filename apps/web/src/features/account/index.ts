export { getTabStats, getTabStatsQueryOptions, type TabStats, useTabStats } from './api/get-tab-stats.ts';
export { getUser, getUserQueryOptions, type User, useUser } from './api/get-user.ts';
export { useSetPassword } from './api/set-password.ts';
export { updateUser, useUpdateUser } from './api/update-user.ts';
export { useVerifyPassword } from './api/verify-password.ts';
