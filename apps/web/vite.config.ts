import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The browser talks to its own origin (`/v1`); the dev server proxies it to the API, so no CORS
// is needed. SPOTLESS_API_ORIGIN points the proxy elsewhere (e2e runs use their own ports);
// VITE_API_URL, read in the browser, bypasses the proxy altogether.
const apiOrigin = process.env.SPOTLESS_API_ORIGIN ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiOrigin, changeOrigin: false },
      '/__dev': { target: apiOrigin, changeOrigin: false },
      '/docs': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: apiOrigin, changeOrigin: false },
    },
  },
  build: {
    sourcemap: 'hidden',
    target: 'es2023',
  },
});
