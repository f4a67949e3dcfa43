// What the app and the other features use of signing in and the operator's profile.
export { meQueryOptions, type OperatorProfile, useMe } from './api/get-me.ts';
export { operatorKeys } from './api/keys.ts';
export { useSignOut } from './api/sign-out.ts';
