import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(__dirname, 'payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

// Unit: pure logic. Integration: the real PostgreSQL and the real HTTP server that
// scripts/test.ts starts (BASE_URL, DATABASE_URL).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker runs the files in turn and keeps its modules: the Payload config and the app
          // load once, not once per file (a quarter of the files' time), and every file shares one
          // Payload instance and pool (tests/support/payload.ts). Each file gets its own RUN_ID.
          isolate: false,
          setupFiles: ['tests/support/integration-setup.ts'],
        },
      },
    ],
  },
})
