import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const DOMAIN_SOURCE = /\/packages\/domain\/src\/[^?]*\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/**
 * The browser build only. @dastarkhan/domain declares its zod contracts next to the constants and
 * helpers pages use (LANGUAGES, pickLocalized, the enums, contract constants). A schema built at module
 * level (`z.object(…).register(registry, …)`) looks like a side effect to Rollup, so every page carried
 * zod (~40 KB gzip) for schemas it never parses with. The domain's top-level declarations only build
 * values (the registry they name schemas in is read by the API's OpenAPI document, never in a browser),
 * so each initialiser is marked pure: Rollup then drops the ones no browser code uses, and keeps those
 * it does, with zod, exactly as before.
 */
function pureDomainDeclarations(): Plugin {
  return {
    name: 'dastarkhan:pure-domain-declarations',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const starts: number[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) starts.push(init.start);
        }
      }
      if (starts.length === 0) return null;
      let marked = code;
      for (const start of starts.reverse()) marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
      return { code: marked, map: null };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), pureDomainDeclarations()],
  build: {
    target: 'es2022',
    rollupOptions: { output: { experimentalMinChunkSize: 3000 } },
  },
  // The contracts register their OpenAPI ids in zod's global registry. In one process the API has
  // already loaded them, so the storefront's server code gets its own zod instance.
  ssr: { noExternal: ['zod'] },
});
