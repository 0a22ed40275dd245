'use client'

import { useCallback } from 'react'

import { useOnDemand, type TOnDemand } from '@/lib/load-on-intent'

// Charts (recharts under @chakra-ui/charts) are a chunk of their own, loaded as the chart's space
// nears the viewport: a chart below the fold stays out of a phone's first load (Lighthouse's
// mobile preset counted the idle-time load in its window: /investor/portfolio, docs/performance.md).
// The figures a chart draws are on the page already as a table, so nothing waits on it. Kept here,
// not in load-on-intent, so the routes that never draw a chart do not carry the observer.

/** How far outside the viewport a chart starts loading, so it is drawn by the time it scrolls in. */
const NEAR_VIEWPORT = '100px'

/**
 * The chart's module, loaded once the element given `ref` (its space) is near the viewport, or at
 * once where there is no IntersectionObserver. A callback ref, so any element type takes it.
 */
export function useChartModule<T>(loader: TOnDemand<T>) {
  const module = useOnDemand(loader)
  const ref = useCallback(
    (element: HTMLElement | null) => {
      const start = () => void loader.load().catch(() => {})
      if (!element || loader.current()) return
      if (typeof IntersectionObserver !== 'function') return start()
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          start()
        },
        { rootMargin: NEAR_VIEWPORT },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [loader],
  )
  return { ref, module }
}
