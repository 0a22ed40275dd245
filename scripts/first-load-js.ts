// npm run bench:bundle: first-load JavaScript of every route of the last production build
// (bench/bundle/first-load-js.ts); exits 1 when a route is over issue 9's budget (/cms exempt).
import { bundleFailures, FIRST_LOAD_BUDGET_KB, firstLoadJs } from '../bench/bundle/first-load-js'

const rows = firstLoadJs()
console.log('| route | chunks | raw KB | gzip KB |\n| --- | ---: | ---: | ---: |')
for (const row of rows) console.log(`| ${row.route} | ${row.chunks} | ${row.rawKb} | ${row.gzipKb}${row.gzipKb > FIRST_LOAD_BUDGET_KB ? ' (over)' : ''} |`)
const failures = bundleFailures(rows)
for (const failure of failures) console.error(failure)
process.exitCode = failures.length > 0 ? 1 : 0
