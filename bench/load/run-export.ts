import http from 'node:http'

import type { TRequestSpec } from './hot-paths'

// Issue 9's export budget: the whole filtered list as CSV, 100k rows under 10 s with flat memory.
// One download at a time (an export is not something users run by the dozen): its wall time,
// its size, and how far the server's memory rose while it streamed.

export type TExportResult = { status: number; rows: number; bytes: number; seconds: number; totalHeader: number | null; rssBeforeMb: number | null; peakRssMb: number | null }

/** Streams one download, counting lines as they arrive (never holding the body), sampling RSS every 100 ms. */
export function downloadOnce(port: number, spec: TRequestSpec, sampleRssMb: () => number | null): Promise<TExportResult> {
  const rssBeforeMb = sampleRssMb()
  let peakRssMb = rssBeforeMb
  const sampler = setInterval(() => {
    const rss = sampleRssMb()
    if (rss !== null && (peakRssMb === null || rss > peakRssMb)) peakRssMb = rss
  }, 100)
  const started = process.hrtime.bigint()
  return new Promise<TExportResult>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: spec.method, path: spec.path, headers: spec.headers }, (res) => {
      let lines = 0
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
      })
      res.on('end', () => {
        clearInterval(sampler)
        const total = Number(res.headers['x-total-count'])
        resolve({
          status: res.statusCode ?? 0,
          // The header line is not a row (no cell of these lists holds a line break).
          rows: Math.max(0, lines - 1),
          bytes,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          totalHeader: Number.isFinite(total) ? total : null,
          rssBeforeMb,
          peakRssMb,
        })
      })
      res.on('error', reject)
    })
    req.on('error', (error) => {
      clearInterval(sampler)
      reject(error)
    })
    req.end()
  })
}
