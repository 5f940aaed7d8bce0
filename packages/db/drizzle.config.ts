// drizzle-kit configuration: `npm run generate -w packages/db` writes SQL migrations to ./drizzle (no database needed).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
