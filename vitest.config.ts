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
        },
      },
    ],
  },
})
