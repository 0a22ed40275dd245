// A trend's figures, apart from how it is drawn: the sparkline's path in its box (a gap where a
// quarter has no value), and its direction as a tone and in words.

export const SPARKLINE_WIDTH = 72
export const SPARKLINE_HEIGHT = 20

export type TTrendTone = 'good' | 'bad' | 'flat'

/**
 * The path through the known values, scaled to the box; a quarter without a value breaks the line,
 * and a value alone between gaps is a dot (a segment of no length, drawn by the round line cap).
 */
export function sparklinePath(values: ReadonlyArray<number | null>): string | null {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2) return null
  const min = Math.min(...known)
  const span = Math.max(...known) - min || 1
  const step = SPARKLINE_WIDTH / Math.max(1, values.length - 1)
  const at = (value: number) => Math.round(value * 10) / 10
  const point = (value: number, index: number) => `${at(index * step)} ${at(SPARKLINE_HEIGHT - 2 - ((value - min) / span) * (SPARKLINE_HEIGHT - 4))}`
  let path = ''
  values.forEach((value, index) => {
    if (value === null) return
    const drawing = index > 0 && values[index - 1] !== null
    const alone = !drawing && (index === values.length - 1 || values[index + 1] === null)
    path += `${drawing ? 'L' : 'M'}${point(value, index)}${alone ? 'h0' : ''}`
  })
  return path
}

/** The tone of a trend for a KPI's direction: its last known value against its first. */
export function trendTone(values: ReadonlyArray<number | null>, higherIsBetter: boolean): TTrendTone {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2 || known[0] === known[known.length - 1]) return 'flat'
  return known[known.length - 1]! > known[0]! === higherIsBetter ? 'good' : 'bad'
}

/** `to` against `from` as a signed percentage with `digits` decimals ("+1.6 %", "-12 %"); null from zero. */
export function percentChange(from: number, to: number, digits: number): string | null {
  if (from === 0) return null
  const change = ((to - from) / Math.abs(from)) * 100
  return `${change >= 0 ? '+' : ''}${change.toFixed(digits)} %`
}

/** A trend in words: its last known value against its first, as a percentage ("+12 %"), or Up/Down/Flat from zero; '—' under two values. */
export function trendText(values: ReadonlyArray<number | null>): string {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2) return '—'
  const [first, last] = [known[0]!, known[known.length - 1]!]
  return percentChange(first, last, 0) ?? (last > 0 ? 'Up' : last < 0 ? 'Down' : 'Flat')
}
