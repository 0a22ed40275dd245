import { describe, expect, test } from 'vitest'

import type { TLoadResult } from '../../bench/load/run-load'
import { medianRow, smokeFailures, type TBenchRow, type TCommittedRatios } from '../../bench/report/bench-report'

// The benchmark smoke's gate (.ci/run after npm test, docs/performance.md): what fails it and what does not.

const load = (responses: number, requestsPerSecond: number, extra: Partial<TLoadResult> = {}): TLoadResult => ({
  connections: 50,
  seconds: 2,
  requestsPerSecond,
  latencyMs: { p50: 10, p95: 20, p99: 30 },
  bytesPerResponse: 500,
  responses,
  non2xx: 0,
  errors: 0,
  statusCodes: { '200': responses },
  peakRssMb: null,
  cpuMsPerResponse: null,
  ...extra,
})

const row = (app: TLoadResult, baseline: TLoadResult, sameAnswer: TBenchRow['sameAnswer'] = 'yes'): TBenchRow => ({
  hotPath: 'some-path',
  title: 'Some path',
  connections: 50,
  target: null,
  app,
  baseline,
  ratio: baseline.requestsPerSecond > 0 ? app.requestsPerSecond / baseline.requestsPerSecond : 0,
  sameAnswer,
  bodyBytes: null,
})

const committed: TCommittedRatios = { measuredAt: '2026-11-23T00:00:00.000Z', scale: 1, connections: 50, ratios: { 'some-path': 0.8 } }

describe('the smoke gate', () => {
  test('passes a path that answered, without errors, at more than half its committed ratio', () => {
    expect(smokeFailures({ rows: [row(load(900, 450), load(1000, 1000))] }, committed)).toEqual([])
  })

  test('fails a ratio below half the committed one, errors, and different answers', () => {
    expect(smokeFailures({ rows: [row(load(600, 300), load(1000, 1000))] }, committed)).toEqual(['some-path: ratio 0.30× is below half of the committed 0.8×'])
    expect(smokeFailures({ rows: [row(load(900, 450, { non2xx: 3, statusCodes: { '500': 3 } }), load(1000, 1000))] }, committed)[0]).toContain('3 failed responses from the app')
    expect(smokeFailures({ rows: [row(load(900, 450), load(1000, 1000), 'no')] }, committed)).toEqual(['some-path: the app and the baseline answered differently'])
  })

  test('fails a window in which the app (or the baseline) finished nothing, though no ratio is held there', () => {
    expect(smokeFailures({ rows: [row(load(0, 0), load(1000, 1000), 'n/a')] }, committed)).toEqual(['some-path: the app finished no response in its 2 s window'])
    expect(smokeFailures({ rows: [row(load(40, 20), load(0, 0), 'n/a')] }, committed)).toEqual(['some-path: the baseline finished no response in its 2 s window'])
  })
})

describe('the smoke reference ratios (--smoke --write-ratios)', () => {
  test('of three measurements of a path, the one with the middle ratio is written', () => {
    const runs = [row(load(900, 300), load(1000, 1000)), row(load(900, 700), load(1000, 1000)), row(load(900, 500), load(1000, 1000))]
    expect(medianRow(runs).ratio).toBe(0.5)
    expect(medianRow([runs[1]])).toBe(runs[1])
    expect(() => medianRow([])).toThrow()
  })
})
