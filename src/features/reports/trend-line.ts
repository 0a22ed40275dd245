// A trend's figures, apart from how it is drawn: the sparkline's path in its box (a gap where a
// quarter has no value), and its direction as a tone and in words.

export const SPARKLINE_WIDTH = 72
export const SPARKLINE_HEIGHT = 20

export type TTrendTone = 'good' | 'bad' | 'flat'

/** The path through the known values, scaled to the box; a quarter without a value breaks the line. */
export function sparklinePath(values: ReadonlyArray<number | null>): string | null {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2) return null
  const min = Math.min(...known)
  const span = Math.max(...known) - min || 1
  const step = SPARKLINE_WIDTH / Math.max(1, values.length - 1)
  const at = (value: number) => Math.round(value * 10) / 10
  let path = ''
  let drawing = false
  values.forEach((value, index) => {
    if (value === null) return void (drawing = false)
    path += `${drawing ? 'L' : 'M'}${at(index * step)} ${at(SPARKLINE_HEIGHT - 2 - ((value - min) / span) * (SPARKLINE_HEIGHT - 4))}`
    drawing = true
  })
  return path
}

/** The tone of a trend for a KPI's direction: its last known value against its first. */
export function trendTone(values: ReadonlyArray<number | null>, higherIsBetter: boolean): TTrendTone {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2 || known[0] === known[known.length - 1]) return 'flat'
  return known[known.length - 1]! > known[0]! === higherIsBetter ? 'good' : 'bad'
}

/** A trend in words: its last known value against its first, as a percentage ("+12 %"), or Up/Down/Flat from zero; '—' under two values. */
export function trendText(values: ReadonlyArray<number | null>): string {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2) return '—'
  const [first, last] = [known[0]!, known[known.length - 1]!]
  if (first === 0) return last > 0 ? 'Up' : last < 0 ? 'Down' : 'Flat'
  const change = ((last - first) / Math.abs(first)) * 100
  return `${change >= 0 ? '+' : ''}${change.toFixed(0)} %`
}
