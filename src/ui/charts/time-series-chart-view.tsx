'use client'

import { Chart, useChart } from '@chakra-ui/charts'
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'

import { formatMoney } from '@/lib/money'

export type TTimeSeriesPoint = { day: string } & Record<string, number | string>

export type TTimeSeriesChartProps = {
  title: string
  data: TTimeSeriesPoint[]
  series: Array<{ name: string; label: string; color: string; dashed?: boolean }>
  /** Values are minor units of this currency (axis and tooltip formatted as money); counts otherwise. */
  currency?: string
  height?: number
}

/** The chart itself (loaded on idle by ./time-series-chart.tsx). */
export function TimeSeriesChartView({ data, series, currency, height = 280 }: TTimeSeriesChartProps) {
  const chart = useChart({ data, series: series.map((entry) => ({ name: entry.name, label: entry.label, color: entry.color })) })
  const format = (value: number) => (currency ? formatMoney(Math.round(value), currency) : value.toLocaleString('en-GB', { maximumFractionDigits: 2 }))
  return (
    <Chart.Root maxH={`${height}px`} chart={chart}>
      <LineChart data={chart.data} margin={{ left: 24, right: 16, top: 8 }}>
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis dataKey={chart.key('day')} stroke={chart.color('border')} tickMargin={8} />
        <YAxis stroke={chart.color('border')} tickFormatter={format} width={96} />
        <Tooltip animationDuration={100} cursor={false} content={<Chart.Tooltip formatter={(value: unknown) => format(Number(value))} />} />
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
