export { adoptSessionFromQuery, authLoader, guardLoader, runGuard } from './guard.ts';
