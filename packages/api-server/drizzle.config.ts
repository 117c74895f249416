import { defineConfig } from 'drizzle-kit';

// Generation only needs the dialect: migrations are applied by the server at start (src/db).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
