'use client'

import { Suspense } from 'react'

import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TTimeSeriesChartProps } from './time-series-chart-view'
import { useChartModule } from './use-chart-module'

// Charts are far too big for a page's first load: a chunk of their own, loaded as the chart nears
// the viewport (use-chart-module.ts). The figures it draws are on the page already, as a table.
const chartView = chakraOnDemand(() => import('./time-series-chart-view'))

/** A line chart over days, drawn as it nears the viewport; `height` is kept meanwhile so nothing moves. */
export function TimeSeriesChart(props: TTimeSeriesChartProps) {
  const { ref, module: loaded } = useChartModule(chartView)
  return (
    <div ref={ref} style={{ minHeight: props.height ?? 280 }} role="img" aria-label={props.title} data-testid="time-series-chart">
      {loaded && (
        <Suspense fallback={null}>
          <loaded.TimeSeriesChartView {...props} />
        </Suspense>
      )}
    </div>
  )
}
