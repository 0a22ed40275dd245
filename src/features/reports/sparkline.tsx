// A trend as a tiny line (server-rendered SVG, no script): the points of the quarters in order, a gap
// where a quarter has no value. Its label says what it shows, so nothing is only visual.

const WIDTH = 72
const HEIGHT = 20

/** `good`: the last value is better than the first in the KPI's direction (green), worse (red) or neither. */
export function Sparkline({ values, label, tone }: { values: ReadonlyArray<number | null>; label: string; tone: 'good' | 'bad' | 'flat' }) {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2) return null
  const min = Math.min(...known)
  const max = Math.max(...known)
  const span = max - min || 1
  const step = WIDTH / Math.max(1, values.length - 1)
  const segments: string[][] = [[]]
  values.forEach((value, index) => {
    if (value === null) return void segments.push([])
    segments[segments.length - 1]!.push(`${(index * step).toFixed(1)},${(HEIGHT - 2 - ((value - min) / span) * (HEIGHT - 4)).toFixed(1)}`)
  })
  const colour = tone === 'good' ? 'var(--chakra-colors-green-600)' : tone === 'bad' ? 'var(--chakra-colors-red-600)' : 'var(--chakra-colors-gray-500)'
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} style={{ display: 'inline-block', verticalAlign: 'middle' }}>
      {segments
        .filter((points) => points.length > 1)
        .map((points, index) => (
          <polyline key={index} points={points.join(' ')} fill="none" stroke={colour} strokeWidth={1.5} strokeLinejoin="round" />
        ))}
    </svg>
  )
}

/** The tone of a trend for a KPI's direction: its last known value against its first. */
export function trendTone(values: ReadonlyArray<number | null>, higherIsBetter: boolean): 'good' | 'bad' | 'flat' {
  const known = values.filter((value): value is number => value !== null)
  if (known.length < 2 || known[0] === known[known.length - 1]) return 'flat'
  return known[known.length - 1]! > known[0]! === higherIsBetter ? 'good' : 'bad'
}
