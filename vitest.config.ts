import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = { '@': path.resolve(import.meta.dirname, 'src'), '@shared': path.resolve(import.meta.dirname, 'supabase/functions/_shared') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Some unit files migrate an in-memory database in beforeAll: every migration, a few
          // seconds alone and far longer while the integration suite shares the 2 cores.
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // Above the 5 s that findBy* waits (tests/setup-dom.ts): a page that loads its code and
          // the SDK on first use needs longer while the integration suite shares the 2 cores.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-websocket.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One stack process serves every file; running files one at a time keeps timings honest on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
