// npm start: the production build (run `npm run build` first).
export {}
;(process.env as Record<string, string>).NODE_ENV = 'production'
const { run } = await import('../src/server/run')

// TEST_RUN (scripts/test.ts) and BENCH_RUN (scripts/bench.ts) pick their own embedded cluster when DATABASE_URL is unset.
try {
  await run({ dev: false, purpose: process.env.BENCH_RUN === '1' ? 'bench' : process.env.TEST_RUN === '1' ? 'test' : 'production' })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
