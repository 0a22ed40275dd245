'use client'

import { Chart, useChart } from '@chakra-ui/charts'
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'

import { isoOfTime } from './series-point'

export type TTimeSeriesPoint = { day: string } & Record<string, number | string>

export type TTimeSeriesChartProps = {
  title: string
  data: TTimeSeriesPoint[]
  series: Array<{ name: string; label: string; color: string; dashed?: boolean }>
  /** Values are minor units of this currency (axis and tooltip formatted as money); counts otherwise. */
  currency?: string
  height?: number
}

/** The chart itself (loaded as it nears the viewport by ./time-series-chart.tsx). */
export function TimeSeriesChartView({ data, series, currency, height = 280 }: TTimeSeriesChartProps) {
  // The x axis is time, not a list of days: the gap between two points is the time between them.
  const timed: TTimeSeriesPoint[] = data.map((point) => ({ ...point, time: new Date(point.day).getTime() }))
  const chart = useChart({ data: timed, series: series.map((entry) => ({ name: entry.name, label: entry.label, color: entry.color })) })
  const format = (value: number) => (currency ? formatMoney(Math.round(value), currency) : value.toLocaleString('en-GB', { maximumFractionDigits: 2 }))
  return (
    // recharts 3 draws nothing without a size (the portfolio, KPI and raise charts were empty figures):
    // `responsive` sizes the chart by CSS, to the root's height.
    <Chart.Root h={`${height}px`} chart={chart}>
      <LineChart responsive style={{ width: '100%', height: '100%' }} data={chart.data} margin={{ left: 24, right: 16, top: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('time')} type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(time: number) => formatDate(isoOfTime(time), '')} stroke={chart.color('border')} tickMargin={8} minTickGap={24} />
        <YAxis stroke={chart.color('border')} tickFormatter={format} width={96} />
        <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip labelFormatter={(_label, items) => formatDate(String(items[0]?.payload?.day ?? ''))} formatter={(value: unknown) => format(Number(value))} />} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item, index) => (
          <Line
            key={item.name}
            isAnimationActive={false}
            type="stepAfter"
            dataKey={chart.key(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            strokeDasharray={series[index]?.dashed ? '5 5' : undefined}
            dot={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  )
}
