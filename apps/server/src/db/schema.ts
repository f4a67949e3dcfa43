// Every module's tables, gathered for Drizzle and drizzle-kit. Each module owns its own file.
export * from '../modules/auth/schema.ts';
export * from '../modules/centres/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/users/schema.ts';
