'use client'

import { Chart, useChart } from '@chakra-ui/charts'
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

import { formatDate } from '@/lib/dates'
import { formatMoney, minorUnitDigits } from '@/lib/money'

import { isoOfTime, type TSeriesPoint } from './series-point'

// A dated series as a line (a fund's NAV per unit, a company's valuations or share price), drawn
// with Chakra's chart tokens over recharts. Loaded after the page (series-chart-island.tsx): the
// figures themselves are in the table beside it, so nothing is only visual.

/** Axis ticks: money in the currency's major units, compact (display only; the table has the exact figures). */
function axisMoney(currency: string) {
  let format: Intl.NumberFormat | null
  try {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 })
  } catch {
    format = null
  }
  const scale = 10 ** minorUnitDigits(currency)
  return (minor: number) => format?.format(minor / scale) ?? String(minor)
}

export function SeriesLineChart({ label, points, currency }: { label: string; points: readonly TSeriesPoint[]; currency: string }) {
  // The x axis is time, not a list of dates: the gap between two points is the time between them.
  const chart = useChart({ data: points.map((point) => ({ date: point.date, time: new Date(point.date).getTime(), value: point.value })), series: [{ name: 'value', color: 'brand.solid', label }] })
  const tick = axisMoney(currency)
  return (
    // recharts 3 draws nothing without a size: `responsive` sizes the chart by CSS, to the root's height.
    <Chart.Root h="xs" chart={chart}>
      <LineChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 8, right: 16, top: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          axisLine={false}
          dataKey={chart.key('time')}
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(time: number) => formatDate(isoOfTime(time), '').replace(/^\d+ /, '')}
          stroke={chart.color('border')}
          minTickGap={24}
        />
        <YAxis axisLine={false} tickLine={false} tickMargin={8} width={72} tickFormatter={tick} stroke={chart.color('border')} domain={['auto', 'auto']} />
        <Tooltip
          animationDuration={100}
          cursor={false}
          content={
            <Chart.Tooltip hideIndicator labelFormatter={(_label, items) => formatDate(String(items[0]?.payload?.date ?? ''))} formatter={(value: unknown) => (typeof value === 'number' ? formatMoney(value, currency) : String(value))} />
          }
        />
        {chart.series.map((item) => (
          <Line key={String(item.name)} isAnimationActive={false} type="monotone" dataKey={chart.key(item.name)} stroke={chart.color(item.color)} strokeWidth={2} dot={points.length <= 24} />
        ))}
      </LineChart>
    </Chart.Root>
  )
}
