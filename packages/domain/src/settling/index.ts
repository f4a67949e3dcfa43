export * from './back-off.ts';
export * from './reconcile.ts';
