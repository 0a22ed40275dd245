'use client'

import { Suspense } from 'react'

import { useOnDemand } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TTimeSeriesChartProps } from './time-series-chart-view'

// Charts (recharts under @chakra-ui/charts) are far too big for a record page's first load
// (docs/performance.md): the chart is a chunk of its own, loaded once the browser is idle. The
// figures it draws are on the page already, as a table, so nothing waits on it and nothing is only visual.
const chartView = chakraOnDemand(() => import('./time-series-chart-view'))

/** A line chart over days, drawn after the page has loaded; `height` is kept meanwhile so nothing moves. */
export function TimeSeriesChart(props: TTimeSeriesChartProps) {
  const loaded = useOnDemand(chartView, { whenIdle: true })
  return (
    <div style={{ minHeight: props.height ?? 280 }} role="img" aria-label={props.title}>
      {loaded && (
        <Suspense fallback={null}>
          <loaded.TimeSeriesChartView {...props} />
        </Suspense>
      )}
    </div>
  )
}
