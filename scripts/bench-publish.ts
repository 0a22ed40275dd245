// npm run bench:publish [-- <holders>]: publishing an update to 50,000 holders (issue 12, decision 033)
// answers in under 1 s and every holder is notified within 60 s. Its own cluster under
// .data/bench-publish; exits 1 when a limit is missed. docs/performance.md "Publishing an update".
import { DELIVERY_LIMIT_MS, PUBLISH_LIMIT_MS, runPublishFanout } from '../bench/load/publish-fanout'

const holders = Number(process.argv[2] ?? 50_000)
const log = (message: string) => console.log(`[bench:publish] ${message}`)
const result = await runPublishFanout(holders, log)
const ok = result.publishMs < PUBLISH_LIMIT_MS && result.deliveryMs < DELIVERY_LIMIT_MS && result.notifications === result.recipients && result.recipients === holders
log(ok ? 'within the limits' : 'LIMIT MISSED')
process.exit(ok ? 0 : 1)
