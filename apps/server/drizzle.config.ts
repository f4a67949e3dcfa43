import { defineConfig } from 'drizzle-kit';

// Every module's tables are its folder's schema.ts: a new module's are found without a list.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/schema.ts',
  out: './drizzle',
});
