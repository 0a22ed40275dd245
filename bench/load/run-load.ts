import autocannon from 'autocannon'

import type { TRequestSpec } from './hot-paths'

export type TLoadResult = {
  connections: number
  /** Measured seconds, all rounds together. */
  seconds: number
  requestsPerSecond: number
  latencyMs: { p50: number; p95: number; p99: number }
  /** Bytes on the wire per response as autocannon counts them (headers and chunk framing included). */
  bytesPerResponse: number
  responses: number
  /** Responses outside 2xx, connection errors and timeouts: any of them fails the run. */
  non2xx: number
  errors: number
  statusCodes: Record<string, number>
  peakRssMb: number | null
  /** CPU time the server process spent per response (user + system): steadier than req/s on a shared machine. */
  cpuMsPerResponse: number | null
}

export type TServerUnderLoad = {
  port: number
  /** Sampled every 500 ms during the measured rounds; the peak is reported. */
  sampleRssMb?: () => number | null
  /** The server's CPU time so far, in ms (from /proc). */
  cpuMs?: () => number | null
}

export type TPairedLoadOptions = {
  app: TServerUnderLoad
  baseline: TServerUnderLoad
  specs: TRequestSpec[]
  connections: number
  warmupSeconds: number
  /** Measured seconds per server, split into `rounds` alternating slices (app, baseline, app, ...). */
  durationSeconds: number
  /** The baseline's, when shorter: a page only the app is slow to answer (the baseline's JSON takes milliseconds). */
  baselineDurationSeconds?: number
  rounds: number
  /** Longest pause after each slice for the server to finish the requests autocannon abandoned. */
  maxDrainSeconds: number
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

let connectionsSeen = 0

/**
 * Each connection is a person at an address of their own, sent as X-Forwarded-For (the app trusts
 * the load generator's 127.0.0.1 as its proxy). From one address, fifty sign-ins in flight at
 * once would meet the failed-sign-in limit, which counts attempts before checking them.
 */
function fromOwnAddress(request: autocannon.Request, context: { address?: string }): autocannon.Request {
  context.address ??= `10.${(connectionsSeen >> 16) & 255}.${(connectionsSeen >> 8) & 255}.${connectionsSeen++ & 255}`
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': context.address } }
}

function fire(port: number, options: TPairedLoadOptions, seconds: number, onResponse?: (status: number, bytes: number, ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: options.connections,
        duration: seconds,
        timeout: 20,
        // Each connection cycles through the whole rotation (users, tenants, pages).
        requests: options.specs.map((spec) => ({ method: spec.method, path: spec.path, headers: spec.headers, body: spec.body, setupRequest: fromOwnAddress })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    if (onResponse) instance.on('response', (_client, status, bytes, ms) => onResponse(status, bytes, ms))
  })
}

/**
 * autocannon abandons the requests still in flight when a run ends; the server finishes them
 * anyway. Wait about as long as they take, or a slow path (login's scrypt) spends the next window
 * on the previous one's work.
 */
function drain(options: TPairedLoadOptions, result: autocannon.Result): Promise<void> {
  const rate = result.requests.total / Math.max(result.duration, 0.001)
  const ms = Math.min(options.maxDrainSeconds * 1_000, (1_000 * 1.2 * options.connections) / Math.max(rate, 1))
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** What one server answered across the rounds. */
class Tally {
  latencies = new Float64Array(65_536)
  count = 0
  bytes = 0
  seconds = 0
  /** Responses after the first of each slice, and the time from that first to the last one. */
  steadyCount = 0
  steadySeconds = 0
  private sliceFirst: number | null = null
  private sliceCount = 0
  non2xx = 0
  errors = 0
  cpuMs = 0
  cpuKnown = true
  peakRss: number | null = null
  statusCodes: Record<string, number> = {}

  record = (_status: number, bytes: number, ms: number) => {
    if (this.count === this.latencies.length) {
      const grown = new Float64Array(this.latencies.length * 2)
      grown.set(this.latencies)
      this.latencies = grown
    }
    this.latencies[this.count++] = ms
    this.bytes += bytes
    const now = performance.now()
    this.sliceFirst ??= now
    this.sliceCount++
  }

  /**
   * Throughput is counted from a slice's first response to the slice's end: the first round trip
   * of every connection (pipeline fill) would otherwise count against the slower server, the more
   * so the shorter the slice. (From first to last response would overrate a slow path whose few
   * responses arrive in a burst.)
   */
  endSlice(endedAt: number) {
    if (this.sliceFirst !== null && this.sliceCount > 1 && endedAt > this.sliceFirst) {
      this.steadyCount += this.sliceCount - 1
      this.steadySeconds += (endedAt - this.sliceFirst) / 1000
    }
    this.sliceFirst = null
    this.sliceCount = 0
  }

  add(result: autocannon.Result, cpuMs: number | null) {
    this.seconds += result.duration
    this.non2xx += result.non2xx
    this.errors += result.errors
    if (cpuMs === null) this.cpuKnown = false
    else this.cpuMs += cpuMs
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) this.statusCodes[code] = (this.statusCodes[code] ?? 0) + (stat?.count ?? 0)
  }

  result(connections: number): TLoadResult {
    const sorted = this.latencies.slice(0, this.count).sort()
    return {
      connections,
      seconds: Math.round(this.seconds * 10) / 10,
      requestsPerSecond: this.steadySeconds > 0 ? this.steadyCount / this.steadySeconds : 0,
      latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) },
      bytesPerResponse: this.count ? Math.round(this.bytes / this.count) : 0,
      responses: this.count,
      non2xx: this.non2xx,
      errors: this.errors,
      statusCodes: this.statusCodes,
      peakRssMb: this.peakRss,
      cpuMsPerResponse: this.cpuKnown && this.count > 0 ? this.cpuMs / this.count : null,
    }
  }
}

async function slice(server: TServerUnderLoad, tally: Tally, options: TPairedLoadOptions, seconds: number): Promise<void> {
  const sample = () => {
    const rss = server.sampleRssMb?.() ?? null
    if (rss !== null) tally.peakRss = Math.max(tally.peakRss ?? 0, rss)
  }
  sample()
  const sampler = setInterval(sample, 500)
  const cpuBefore = server.cpuMs?.() ?? null
  try {
    const result = await fire(server.port, options, seconds, tally.record)
    tally.endSlice(performance.now())
    const cpuAfter = server.cpuMs?.() ?? null
    tally.add(result, cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null)
    await drain(options, result)
  } finally {
    clearInterval(sampler)
  }
}

/**
 * The app and its baseline under the same load: each is warmed up, then measured in alternating
 * slices, so a burst of other work on a shared machine falls on both rather than on one.
 */
export async function runPairedLoad(options: TPairedLoadOptions): Promise<{ app: TLoadResult; baseline: TLoadResult }> {
  for (const server of [options.app, options.baseline]) {
    if (options.warmupSeconds > 0) await drain(options, await fire(server.port, options, options.warmupSeconds))
  }
  const app = new Tally()
  const baseline = new Tally()
  const seconds = options.durationSeconds / options.rounds
  const baselineSeconds = (options.baselineDurationSeconds ?? options.durationSeconds) / options.rounds
  for (let round = 0; round < options.rounds; round++) {
    await slice(options.app, app, options, seconds)
    await slice(options.baseline, baseline, options, baselineSeconds)
  }
  return { app: app.result(options.connections), baseline: baseline.result(options.connections) }
}

/** Before any measurement: every hot path a little, so the first one measured does not pay for a cold process (JIT, caches). */
export async function warmUp(port: number, rotations: TRequestSpec[][], seconds: number): Promise<void> {
  for (const specs of rotations) {
    const options: TPairedLoadOptions = { app: { port }, baseline: { port }, specs, connections: 10, warmupSeconds: 0, durationSeconds: seconds, rounds: 1, maxDrainSeconds: 2 }
    await drain(options, await fire(port, options, seconds))
  }
}
