'use client'

import { Suspense } from 'react'

import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TSeriesPoint } from './series-point'
import { useChartModule } from './use-chart-module'

const chartModule = chakraOnDemand(() => import('./series-line-chart'))

const HEIGHT = 320

/**
 * A dated series as a line chart, loaded as it nears the viewport (recharts and Chakra's chart parts
 * stay out of the record page's first load, docs/performance.md); the space is kept meanwhile so
 * nothing moves. The page shows the same figures in a table.
 */
export function SeriesChartIsland({ label, points, currency }: { label: string; points: readonly TSeriesPoint[]; currency: string }) {
  const { ref, module } = useChartModule(chartModule)
  return (
    <figure ref={ref} aria-label={`${label}: chart (the figures are in the table below)`} data-testid="series-chart" data-points={points.length} style={{ margin: 0, minHeight: HEIGHT }}>
      {module && (
        <Suspense fallback={null}>
          <module.SeriesLineChart label={label} points={points} currency={currency} />
        </Suspense>
      )}
    </figure>
  )
}
