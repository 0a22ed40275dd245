import { describe, expect, test } from 'vitest'

import { formatDate } from '@/lib/dates'
import { isoOfTime } from '@/ui/charts/series-point'

// The time axes' ticks (TimeSeriesChartView, SeriesLineChart): a tick recharts asks for at a time that
// is not a number draws no label; `new Date(NaN).toISOString()` throws and took a page to its error screen.

describe('isoOfTime', () => {
  test('a time in milliseconds is its ISO instant, and its tick the day', () => {
    const time = Date.UTC(2026, 10, 29, 12)
    expect(isoOfTime(time)).toBe('2026-11-29T12:00:00.000Z')
    expect(formatDate(isoOfTime(time), '')).toBe(formatDate('2026-11-29T12:00:00.000Z'))
  })

  test('NaN and the infinities are no instant, and their tick is empty rather than an exception', () => {
    for (const time of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(isoOfTime(time)).toBeNull()
      expect(formatDate(isoOfTime(time), '')).toBe('')
    }
  })
})
