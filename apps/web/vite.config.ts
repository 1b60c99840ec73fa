import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-plugins/precompress';

// The NestJS gateway serves the API, uploaded files and the chat socket at
// http://localhost:3000; in development everything else comes from Vite.
// GATEWAY_URL points `vite` / `vite preview` at another gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/** The contracts' browser entry and the pricing rules: plain TypeScript, bundled from source. */
const SHOP_LIBS = {
  '@shop/contracts': fileURLToPath(new URL('../../libs/contracts/src/web.ts', import.meta.url)),
  '@shop/pricing': fileURLToPath(new URL('../../libs/pricing/src/index.ts', import.meta.url)),
};

/** Server-only packages: the contracts' DTO classes use them; the web app must never bundle them. */
const SERVER_ONLY = /^(class-validator|class-transformer|reflect-metadata)(\/|$)|^node:/;
const SERVER_ONLY_MODULE = /[\\/]node_modules[\\/](class-validator|class-transformer|reflect-metadata)[\\/]/;

/**
 * Fails the build when server-only code reaches the bundle: an import of
 * class-validator, class-transformer, reflect-metadata or a Node module (say, a
 * DTO file imported past the contracts' browser entry), or any module of theirs
 * in the output.
 */
const noServerOnlyCode: Plugin = {
  name: 'no-server-only-code',
  enforce: 'pre',
  resolveId(source, importer) {
    if (SERVER_ONLY.test(source))
      this.error(`${importer ?? source} imports ${source}, which is server-only: import from @shop/contracts (its browser entry) instead`);
    return null;
  },
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const offending = Object.keys(output.modules).filter((id) => SERVER_ONLY_MODULE.test(id));
      if (offending.length) this.error(`${output.fileName} bundles server-only code: ${offending.join(', ')}`);
    }
  },
};

/** App code shared by chunks, less the UI that only lazily loaded screens use. */
const SHARED_APP_CODE = /[\\/]src[\\/](components|config|lib)[\\/](?!ui[\\/](modal|confirm-button|reviews-editor|picture-grid)\.tsx$)/;

export default defineConfig({
  plugins: [noServerOnlyCode, react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), ...SHOP_LIBS },
  },
  server: {
    proxy: {
      // The browser's Host passed on (no changeOrigin, as for the socket): the gateway refuses a write whose Origin
      // is not the host it was sent to (docs/rules.md §4 "The browser boundary").
      '/api': { target: gateway },
      '/uploads': gateway,
      '/ws': { target: gateway, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their chunks stay cached across releases.
        // Admin-only libraries (used by one chunk) stay in the lazily loaded admin chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2 },
            // `shared` is preloaded by the landing page: UI used only by lazily loaded screens (the shopper's
            // native-<dialog> modal; the admin's confirmations and reviews editor) stays in their own chunks.
            { name: 'shared', test: SHARED_APP_CODE, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
