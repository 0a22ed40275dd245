/** One point of a dated series: the day (ISO) and the value in minor units. */
export type TSeriesPoint = { date: string; value: number }
