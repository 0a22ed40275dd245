// npm run bench:lighthouse-portal -- [--base http://localhost:3000] [--email investor@demo.test] [--runs 1]:
// Lighthouse (desktop and mobile; performance, accessibility, best practices) over the four portal
// pages of issue 13 only (/investor, /investor/investments, an opportunity's detail, /investor/portfolio),
// against a production server that is already running over the demo data: far lighter than `npm run
// bench`, which audits the same pages after its load runs. Signs in over HTTP as the investor (the
// demo password unless LIGHTHOUSE_PASSWORD), then prints the bench's Lighthouse table.
import { auditPages, PERFORMANCE_BUDGET } from '../bench/lighthouse/run-lighthouse'
import { lighthouseTable } from '../bench/report/bench-report'

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name)
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback
}
const base = argument('--base', 'http://localhost:3000').replace(/\/$/, '')
const email = argument('--email', 'investor@demo.test')
const runs = Number(argument('--runs', process.env.LIGHTHOUSE_RUNS ?? '1'))
const log = (message: string) => console.log(`[lighthouse-portal] ${message}`)

/** The cookies a response sets, as name=value pairs. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)

async function signIn(): Promise<string> {
  const jar = new Map<string, string>()
  const keep = (response: Response) => cookiesOf(response).forEach((pair) => jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)))
  const header = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ')
  keep(await fetch(`${base}/sanctum/csrf-cookie`))
  const xsrf = [...jar].find(([key]) => /XSRF-TOKEN$/.test(key))?.[1]
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: header(), ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}) },
    body: JSON.stringify({ email, password: process.env.LIGHTHOUSE_PASSWORD ?? 'demo-password-1' }),
  })
  if (login.status !== 204) throw new Error(`Sign-in of ${email} at ${base} failed: ${login.status} ${await login.text()}`)
  keep(login)
  return header()
}

const cookie = await signIn()
const list = await fetch(`${base}/api/portal/opportunities?limit=50`, { headers: { cookie, accept: 'application/json' } })
const live = ((await list.json()) as { docs?: { slug: string; stage: number }[] }).docs?.find((row) => row.stage === 2)
if (!live) throw new Error(`${email} sees no live opportunity at ${base}: ${list.status}`)
const as = `investor (${email})`
const audits = await auditPages({
  baseUrl: base,
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  runs,
  log,
  pages: ['/investor', '/investor/investments', `/investor/investments/${live.slug}`, '/investor/portfolio'].map((path) => ({ path, as, cookie })),
})
console.log(`\n${lighthouseTable(audits).join('\n')}\n`)
const under = audits.filter((audit) => Math.min(audit.score, audit.accessibility, audit.bestPractices) < 95)
log(under.length ? `under 95: ${under.map((audit) => `${audit.preset} ${audit.path}`).join(', ')}` : `every page at least 95 (issue 9's performance budget: ${PERFORMANCE_BUDGET})`)
