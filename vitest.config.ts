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
      // Unit files first, then the integration files (their own worker count: one group each).
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // setupFiles 'list': one after another (Vitest's default imports them side by side), so the
          // worker's environment is in place before the second one loads the Payload config.
          sequence: { groupOrder: 1, setupFiles: 'list' },
          // npm test starts a stack (server, database copy, mail, fakes) per worker and says how many
          // (scripts/test.ts, tests/support/test-stack.ts); each worker claims its own (tests/support/integration-worker-env.ts).
          maxWorkers: Number(process.env.TEST_INTEGRATION_WORKERS ?? 2),
          // Each worker runs its files in turn and keeps its modules: the Payload config and the app
          // load once per worker, not once per file (a quarter of the files' time), and its files share
          // one Payload instance and pool (tests/support/payload.ts). Each file gets its own RUN_ID.
          isolate: false,
          setupFiles: ['tests/support/integration-worker-env.ts', 'tests/support/integration-setup.ts'],
        },
      },
    ],
  },
})
