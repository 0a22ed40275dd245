'use client'

import { Suspense } from 'react'

import { useOnDemand } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TSeriesPoint } from './series-point'


const chartModule = chakraOnDemand(() => import('./series-line-chart'))

const HEIGHT = 320

/**
 * A dated series as a line chart, loaded once the page is idle (recharts and Chakra's chart parts
 * stay out of the record page's first-load JavaScript, docs/performance.md); the space is kept
 * meanwhile so nothing moves. The page shows the same figures in a table.
 */
export function SeriesChartIsland({ label, points, currency }: { label: string; points: readonly TSeriesPoint[]; currency: string }) {
  const module = useOnDemand(chartModule, { whenIdle: true })
  return (
    <figure aria-label={`${label}: chart (the figures are in the table below)`} data-testid="series-chart" data-points={points.length} style={{ margin: 0, minHeight: HEIGHT }}>
      {module && (
        <Suspense fallback={null}>
          <module.SeriesLineChart label={label} points={points} currency={currency} />
        </Suspense>
      )}
    </figure>
  )
}
