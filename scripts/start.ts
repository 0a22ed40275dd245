// npm start: the production build (run `npm run build` first).
export {}
;(process.env as Record<string, string>).NODE_ENV = 'production'
const { run } = await import('../src/server/run')

await run({ dev: false, purpose: process.env.TEST_RUN === '1' ? 'test' : 'dev' })
