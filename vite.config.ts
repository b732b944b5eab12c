/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // Live mode against a server that does not send CORS headers: set VITE_PROXY_TARGET
  // to its origin and VITE_API_BASE_URL=/ so the dev server forwards /api to it.
  const proxyTarget = env.VITE_PROXY_TARGET;
  return {
    plugins: [react()],
    server: proxyTarget
      ? { proxy: { '/api': { target: proxyTarget, changeOrigin: true, secure: true } } }
      : undefined,
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: { polyfill: false },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
