import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TBenchMode } from '../config'
import type { TRouteBundle } from '../bundle/first-load-js'
import type { TPageAudit } from '../lighthouse/run-lighthouse'
import type { TExportResult } from '../load/run-export'
import type { TLoadResult } from '../load/run-load'

export type TMachine = { cpus: number; cpuModel: string; memoryGb: number; node: string; os: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] }

export type TBenchRow = {
  hotPath: string
  title: string
  connections: number
  target: number | null
  app: TLoadResult
  baseline: TLoadResult
  ratio: number
  sameAnswer: 'yes' | 'no' | 'n/a'
  /** Mean body size of the checked answers (headers and chunk framing excluded). */
  bodyBytes: { app: number; baseline: number } | null
}

export type TExportRow = { key: string; title: string; budgetSeconds: number; app: TExportResult; baseline: TExportResult }

export type TBenchReport = {
  mode: TBenchMode
  scale: number
  date: string
  machine: TMachine
  seedCounts: Record<string, number>
  settings: { connections: number[]; warmupSeconds: number; durationSeconds: number; rounds: number; rotation: Record<string, number> }
  rows: TBenchRow[]
  lighthouse: TPageAudit[] | null
  /** First-load JavaScript per route of the build that was measured (issue 9). */
  bundles?: TRouteBundle[] | null
  /** Whole-list CSV downloads, one at a time (issue 9). */
  exports?: TExportRow[]
  failures: string[]
}

export function describeMachine(loadAverageAtStart: number[]): TMachine {
  const cpus = os.cpus()
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg(),
  }
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const thousands = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-GB') : '–')

/** The Lighthouse table: one row per page and preset, the median run's scores and figures. */
export function lighthouseTable(audits: TPageAudit[]): string[] {
  const lines = [
    '| page | as | preset | performance | accessibility | best practices | runs | LCP ms | TBT ms | CLS | JS transferred KB | note |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const page of audits) {
    const note = page.error ?? (page.finalUrl && !page.finalUrl.endsWith(page.path) ? `ended at ${page.finalUrl}` : '')
    const runs = page.scores?.join(', ') ?? ''
    lines.push(`| ${page.path} | ${page.as} | ${page.preset ?? 'desktop'} | ${page.score} | ${page.accessibility ?? '–'} | ${page.bestPractices ?? '–'} | ${runs} | ${thousands(page.lcpMs)} | ${thousands(page.tbtMs)} | ${fixed(page.cls, 3)} | ${fixed(page.jsTransferKb, 1)} | ${note} |`)
  }
  return lines
}

export function markdownTables(report: TBenchReport): string {
  const lines: string[] = []
  if (report.rows.length) lines.push('| hot path | conns | app req/s | baseline req/s | ratio | target | app p50 / p95 / p99 ms | baseline p50 / p95 / p99 ms | body bytes app / baseline | CPU ms/resp app / baseline | app RSS MB | same answer | errors |')
  if (report.rows.length) lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | ---: |')
  for (const row of report.rows) {
    const { app, baseline } = row
    const errors = app.non2xx + app.errors + baseline.non2xx + baseline.errors
    lines.push(
      [
        row.hotPath,
        row.connections,
        thousands(app.requestsPerSecond),
        thousands(baseline.requestsPerSecond),
        `${fixed(row.ratio, 2)}×`,
        row.target === null ? '' : `≥ ${row.target}×`,
        `${fixed(app.latencyMs.p50)} / ${fixed(app.latencyMs.p95)} / ${fixed(app.latencyMs.p99)}`,
        `${fixed(baseline.latencyMs.p50)} / ${fixed(baseline.latencyMs.p95)} / ${fixed(baseline.latencyMs.p99)}`,
        row.bodyBytes ? `${thousands(row.bodyBytes.app)} / ${thousands(row.bodyBytes.baseline)}` : '–',
        `${fixed(app.cpuMsPerResponse ?? Number.NaN, 2)} / ${fixed(baseline.cpuMsPerResponse ?? Number.NaN, 2)}`,
        app.peakRssMb === null ? '–' : thousands(app.peakRssMb),
        row.sameAnswer,
        errors === 0 ? '0' : `**${errors}**`,
      ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
    )
  }
  if (report.exports?.length) {
    lines.push(
      ...(lines.length ? [''] : []),
      '| export | rows | app s | baseline s | ratio | budget | MB app / baseline | app RSS MB before → peak |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    )
    for (const row of report.exports) {
      const { app, baseline } = row
      const rss = app.rssBeforeMb === null || app.peakRssMb === null ? '–' : `${thousands(app.rssBeforeMb)} → ${thousands(app.peakRssMb)}`
      lines.push(
        `| ${row.key} | ${thousands(app.rows)} | ${fixed(app.seconds, 2)} | ${fixed(baseline.seconds, 2)} | ${fixed(baseline.seconds / app.seconds, 2)}× | ≤ ${row.budgetSeconds} s at 100k rows | ${fixed(app.bytes / 1e6, 1)} / ${fixed(baseline.bytes / 1e6, 1)} | ${rss} |`,
      )
    }
  }
  if (report.lighthouse) lines.push(...(lines.length ? [''] : []), ...lighthouseTable(report.lighthouse))
  if (report.bundles?.length) {
    lines.push('', '| route (first-load JS, gzip) | chunks | KB |', '| --- | ---: | ---: |')
    for (const bundle of report.bundles) lines.push(`| ${bundle.route} | ${bundle.chunks} | ${fixed(bundle.gzipKb, 1)} |`)
  }
  return lines.join('\n')
}

export function markdownReport(report: TBenchReport): string {
  const { machine } = report
  const counts = Object.entries(report.seedCounts)
    .map(([table, count]) => `${table} ${count.toLocaleString('en-GB')}`)
    .join(', ')
  return [
    `### ${report.mode === 'smoke' ? 'Smoke run' : 'Run'} of ${report.date} (scale ${report.scale})`,
    '',
    `- Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}; load average ${machine.loadAverageAtStart.map((n) => n.toFixed(1)).join(' ')} at start, ${machine.loadAverageAtEnd.map((n) => n.toFixed(1)).join(' ')} at the end (the machine is shared).`,
    `- Data: ${counts}.`,
    `- Load: autocannon at ${report.settings.connections.join(' and ')} connections (and at 1 for a path also measured alone: its own latency); per hot path and server a ${report.settings.warmupSeconds} s warm-up, then ${report.settings.durationSeconds} s measured in ${report.settings.rounds} slices alternating app and baseline (login and the page: one longer window each).`,
    '',
    markdownTables(report),
    ...(report.failures.length ? ['', '**Failures:**', ...report.failures.map((failure) => `- ${failure}`)] : []),
    '',
  ].join('\n')
}

export function writeResults(dir: string, report: TBenchReport): { json: string; markdown: string } {
  fs.mkdirSync(dir, { recursive: true })
  const stamp = `${report.date.replace(/[:.]/g, '-')}-${report.mode}`
  const json = path.join(dir, `${stamp}.json`)
  const markdown = path.join(dir, `${stamp}.md`)
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`)
  fs.writeFileSync(markdown, markdownReport(report))
  fs.copyFileSync(json, path.join(dir, `latest-${report.mode}.json`))
  fs.copyFileSync(markdown, path.join(dir, `latest-${report.mode}.md`))
  return { json, markdown }
}

const START = '<!-- bench:results:start -->'
const END = '<!-- bench:results:end -->'

/** Replaces the generated part of docs/performance.md; the prose around it is kept. */
export function updatePerformanceDoc(file: string, report: TBenchReport): void {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `# Performance\n\n${START}\n${END}\n`
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${file} lacks the ${START} ... ${END} markers`)
  fs.writeFileSync(file, `${current.slice(0, start + START.length)}\n${markdownReport(report)}${current.slice(end)}`)
}

export type TCommittedRatios = { measuredAt: string; scale: number; connections: number; ratios: Record<string, number> }

export function committedRatiosOf(report: TBenchReport, connections: number): TCommittedRatios {
  const ratios = Object.fromEntries(report.rows.filter((row) => row.connections === connections).map((row) => [row.hotPath, Math.round(row.ratio * 1000) / 1000]))
  return { measuredAt: report.date, scale: report.scale, connections, ratios }
}

/** Of several measurements of one path, the one with the median ratio (an odd count: the middle one). */
export function medianRow(rows: readonly TBenchRow[]): TBenchRow {
  if (rows.length === 0) throw new Error('medianRow needs at least one row')
  return [...rows].sort((a, b) => a.ratio - b.ratio)[Math.floor((rows.length - 1) / 2)]
}

export function readCommittedRatios(file: string): TCommittedRatios | null {
  if (!fs.existsSync(file)) return null
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TCommittedRatios
}

export const MIN_RESPONSES_FOR_RATIO = 10

/**
 * The smoke gate: any error, a different answer, or a ratio below half the committed one; never
 * absolute times. Only paths whose answer is the baseline's own (same JSON) are held to a ratio: a
 * page's baseline is its question as JSON, so its ratio is the price of rendering over the price of
 * the query, and the smoke run's hundredth of the data makes the query nearly free (the cap-table
 * tab is 0.53x at full scale and 0.09x in smoke). Pages are held to their budgets in the full run.
 */
export function smokeFailures(report: Pick<TBenchReport, 'rows'>, committed: TCommittedRatios | null): string[] {
  const failures: string[] = []
  for (const row of report.rows) {
    const errors = row.app.non2xx + row.app.errors
    if (errors > 0) failures.push(`${row.hotPath}: ${errors} failed responses from the app (${JSON.stringify(row.app.statusCodes)})`)
    const baselineErrors = row.baseline.non2xx + row.baseline.errors
    if (baselineErrors > 0) failures.push(`${row.hotPath}: ${baselineErrors} failed responses from the baseline (${JSON.stringify(row.baseline.statusCodes)})`)
    if (row.sameAnswer === 'no') failures.push(`${row.hotPath}: the app and the baseline answered differently`)
    // A window in which nothing finished measured nothing (and would hide a path that hangs).
    if (row.app.responses === 0) failures.push(`${row.hotPath}: the app finished no response in its ${row.app.seconds} s window`)
    if (row.baseline.responses === 0) failures.push(`${row.hotPath}: the baseline finished no response in its ${row.baseline.seconds} s window`)
    const reference = committed?.ratios[row.hotPath]
    // A short run of a slow path (login at 50 connections) may finish too few requests to compare.
    const measurable = row.app.responses >= MIN_RESPONSES_FOR_RATIO && row.baseline.responses >= MIN_RESPONSES_FOR_RATIO
    if (reference !== undefined && row.sameAnswer === 'yes' && measurable && row.connections === committed?.connections && row.ratio < reference / 2) {
      failures.push(`${row.hotPath}: ratio ${row.ratio.toFixed(2)}× is below half of the committed ${reference}×`)
    }
  }
  return failures
}

/** Both modes: a download that failed, or rows that differ from the baseline's or from the announced count. */
export function exportFailures(rows: readonly TExportRow[]): string[] {
  const failures: string[] = []
  for (const row of rows) {
    if (row.app.status !== 200) failures.push(`${row.key}: the app answered ${row.app.status}`)
    if (row.baseline.status !== 200) failures.push(`${row.key}: the baseline answered ${row.baseline.status}`)
    if (row.app.rows !== row.baseline.rows) failures.push(`${row.key}: the app sent ${row.app.rows} rows, the baseline ${row.baseline.rows}`)
    if (row.app.totalHeader !== null && row.app.totalHeader !== row.app.rows) failures.push(`${row.key}: X-Total-Count said ${row.app.totalHeader}, the file has ${row.app.rows} rows`)
  }
  return failures
}
