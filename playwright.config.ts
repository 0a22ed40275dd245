import { defineConfig, devices } from '@playwright/test'

// The server is started by scripts/test.ts (production build, seeded test database); BASE_URL points at it.
const baseURL = process.env.BASE_URL ?? 'http://localhost:3100'

export default defineConfig({
  // Journeys in tests/e2e; attacks that need a browser sit with the other security tests.
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    // Recording a trace costs about a fifth of the browsers' CPU on every test (measured on
    // shell-navigation: chromium 130 -> 105 CPU-seconds): only a retry records one. For a local
    // failure: `npm test -- e2e <file> --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
