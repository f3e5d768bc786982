import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Compile-time flags (types/build-flags.d.ts): tests see the demo bundle's dev hooks.
  define: { __WSH_MEASURE__: 'true' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    pool: 'threads',
  },
});
