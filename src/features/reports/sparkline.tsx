import { Box } from '@chakra-ui/react'

import { kitLooks } from '@/ui/chakra-rsc/kit-style'

import { sparklinePath, SPARKLINE_HEIGHT as HEIGHT, SPARKLINE_WIDTH as WIDTH, type TTrendTone as TTone } from './trend-line'

// A trend as a tiny line (server-rendered SVG, no script; its path from ./trend-line.ts). Its label
// says what it shows, so nothing is only visual. Its size (the box is the path's coordinate space,
// so no viewBox), stroke and colours are classes (sparklineLooks, rendered once per page): a table
// of 2,400 sparklines carries only each one's label and path.

export type TSparklineLook = Record<'svg' | TTone, string>

/** The sparkline's classes, and the styles to render once beside them. */
export function sparklineLooks() {
  const { looks, styles } = kitLooks<'svg' | TTone>(
    <>
      <Box data-look="svg" display="inline-block" verticalAlign="middle" width={`${WIDTH}px`} height={`${HEIGHT}px`} css={{ fill: 'none', strokeWidth: '1.5', strokeLinejoin: 'round', strokeLinecap: 'round' }} />
      <Box data-look="good" css={{ stroke: 'green.600' }} />
      <Box data-look="bad" css={{ stroke: 'red.600' }} />
      <Box data-look="flat" css={{ stroke: 'gray.500' }} />
    </>,
  )
  const look: TSparklineLook = { svg: looks.svg.className, good: looks.good.className, bad: looks.bad.className, flat: looks.flat.className }
  return { look, styles }
}

/** `tone`: the last value is better than the first in the KPI's direction (green), worse (red) or neither. */
export function Sparkline({ values, label, tone, look }: { values: ReadonlyArray<number | null>; label: string; tone: TTone; look: TSparklineLook }) {
  const path = sparklinePath(values)
  if (path === null) return null
  return (
    <svg className={look.svg} role="img" aria-label={label}>
      <path className={look[tone]} d={path} />
    </svg>
  )
}
