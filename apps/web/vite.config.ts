import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The NestJS gateway serves the API, uploaded files and the chat socket at
// http://localhost:3000; in development everything else comes from Vite.
// GATEWAY_URL points `vite` / `vite preview` at another gateway.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
            { name: 'shared', test: /[\\/]src[\\/](components|config|lib)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
