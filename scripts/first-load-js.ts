// npm run bench:bundle: first-load JavaScript of every route of the last production build
// (bench/bundle/first-load-js.ts), against issue 9's budget of 200 KB gzip for admin and portal routes.
import { firstLoadJs } from '../bench/bundle/first-load-js'

const BUDGET_KB = 200
const rows = firstLoadJs()
console.log('| route | chunks | raw KB | gzip KB |\n| --- | ---: | ---: | ---: |')
for (const row of rows) console.log(`| ${row.route} | ${row.chunks} | ${row.rawKb} | ${row.gzipKb}${row.gzipKb > BUDGET_KB ? ' (over)' : ''} |`)
