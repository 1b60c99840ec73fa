import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The NestJS gateway serves the API, uploaded files and the chat socket at
// http://localhost:3000; in development everything else comes from Vite.
// GATEWAY_URL points `vite` / `vite preview` at another gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/**
 * The web app takes only types from @shop/contracts (`import type`, erased at build). A value
 * import would bundle the contracts and their class-validator: the build refuses it.
 */
const contractsTypesOnly: Plugin = {
  name: 'contracts-types-only',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@shop/contracts' || source.startsWith('@shop/contracts/')) {
      this.error(`${importer ?? source} imports a value from ${source}: import only types from it ("import type")`);
    }
    return null;
  },
};

/** App code shared by chunks, less the UI that only lazily loaded screens use. */
const SHARED_APP_CODE =
  /[\\/]src[\\/](components|config|lib)[\\/](?!ui[\\/](modal|confirm-button|reviews-editor|picture-grid)\.tsx$)/;

export default defineConfig({
  plugins: [contractsTypesOnly, react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': gateway,
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
