/** One point of a dated series: the day (ISO) and the value in minor units. */
export type TSeriesPoint = { date: string; value: number }

/**
 * The instant of a time-axis value (milliseconds since the epoch) as ISO, or null for one that is not
 * a number: recharts may ask for a tick of NaN while a chart sizes itself, and toISOString would throw
 * (and take the page to its error screen).
 */
export const isoOfTime = (time: number): string | null => (Number.isFinite(time) ? new Date(time).toISOString() : null)
