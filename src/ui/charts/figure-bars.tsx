'use client'

import { BarList, useChart, type BarListData } from '@chakra-ui/charts'

/** Counts as labelled horizontal bars (each a link when it has an address); the figures are also the bars' text, so nothing is only visual. */
export function FigureBars({ title, data }: { title: string; data: BarListData[] }) {
  const chart = useChart<BarListData>({ data, series: [{ name: 'name', color: 'brand.subtle' }] })
  return (
    <BarList.Root chart={chart} aria-label={title}>
      <BarList.Content>
        <BarList.Bar />
        <BarList.Value />
      </BarList.Content>
    </BarList.Root>
  )
}
