import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  // The contracts register their OpenAPI ids in zod's global registry. In one process the API has
  // already loaded them, so the storefront's server code gets its own zod instance.
  ssr: { noExternal: ['zod'] },
});
