import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { percentChange, SPARKLINE_HEIGHT, SPARKLINE_WIDTH, sparklinePath, trendText, trendTone } from '@/features/reports/trend-line'

// The KPI sparklines' figures (KPI portfolio, a company's KPIs, the portal's KPI page).

const points = (path: string) => [...path.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)].map(([, command, x, y]) => ({ command, x: Number(x), y: Number(y) }))

describe('sparklinePath', () => {
  test('draws nothing under two known values', () => {
    expect(sparklinePath([])).toBeNull()
    expect(sparklinePath([null, 5, null])).toBeNull()
  })

  test('a rising series runs from the bottom left to the top right, one point per quarter', () => {
    expect(sparklinePath([1, 2, 3])).toBe(`M0 ${SPARKLINE_HEIGHT - 2}L36 10L72 2`)
  })

  test('a quarter without a value breaks the line: the next value starts a new segment', () => {
    const drawn = points(sparklinePath([1, 2, null, 4, 5])!)
    expect(drawn.map((point) => point.command)).toEqual(['M', 'L', 'M', 'L'])
    expect(drawn.map((point) => point.x)).toEqual([0, 18, 54, 72])
  })

  test('a value alone between gaps is a dot: a segment of no length, which the round cap draws', () => {
    expect(sparklinePath([1, null, 3, null, 5])).toBe(`M0 ${SPARKLINE_HEIGHT - 2}h0M36 10h0M72 2h0`)
    expect(sparklinePath([1, 2, null, 4])).toBe(`M0 ${SPARKLINE_HEIGHT - 2}L24 12.7M72 2h0`)
  })

  test('every point stays inside the box, whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.double({ min: -1e12, max: 1e12, noNaN: true }), { nil: null }), { maxLength: 16 }), (values) => {
        const path = sparklinePath(values)
        const known = values.filter((value) => value !== null).length
        if (known < 2) {
          expect(path).toBeNull()
          return
        }
        const drawn = points(path!)
        expect(drawn).toHaveLength(known)
        for (const point of drawn) {
          expect(point.x).toBeGreaterThanOrEqual(0)
          expect(point.x).toBeLessThanOrEqual(SPARKLINE_WIDTH)
          expect(point.y).toBeGreaterThanOrEqual(2)
          expect(point.y).toBeLessThanOrEqual(SPARKLINE_HEIGHT - 2)
        }
      }),
    )
  })
})

describe('a trend in words and tone', () => {
  test('the change from the first known value to the last', () => {
    expect(trendText([100, null, 150])).toBe('+50 %')
    expect(trendText([200, 150])).toBe('-25 %')
    expect(trendText([0, 3])).toBe('Up')
    expect(trendText([7])).toBe('—')
  })

  test('good or bad by the KPI’s direction, flat when it ends where it began', () => {
    expect(trendTone([1, 2], true)).toBe('good')
    expect(trendTone([1, 2], false)).toBe('bad')
    expect(trendTone([3, 1, 3], true)).toBe('flat')
    expect(trendTone([null, 4], true)).toBe('flat')
  })
})

describe('percentChange', () => {
  test('a signed percentage with the digits asked for, of the first value\'s size whatever its sign', () => {
    expect(percentChange(100, 101.6, 1)).toBe('+1.6 %')
    expect(percentChange(200, 150, 0)).toBe('-25 %')
    expect(percentChange(-50, -25, 0)).toBe('+50 %')
    expect(percentChange(5, 5, 1)).toBe('+0.0 %')
  })

  test('nothing from zero', () => {
    expect(percentChange(0, 3, 1)).toBeNull()
  })
})
