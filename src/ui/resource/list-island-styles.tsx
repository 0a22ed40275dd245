import type { ReactElement } from 'react'

import { kitStyle } from '@/ui/chakra-rsc/kit-style'

// The looks of the list's islands (column chooser, bulk selection, export progress), computed on
// the server as Chakra's classes (docs/ARCHITECTURE.md, "Islands"), so the islands need none of
// Chakra in the browser until a dialog opens.

export const LIST_ISLAND_PROPS = {
  /** The page header's Export CSV, like <Button variant="outline" colorPalette="brand">. */
  headerButton: { recipe: 'button', variant: 'outline', colorPalette: 'brand' },
  smallButton: { recipe: 'button', size: 'sm', variant: 'outline', colorPalette: 'brand' },
  smallDangerButton: { recipe: 'button', size: 'sm', variant: 'outline', colorPalette: 'red' },
  smallGhostButton: { recipe: 'button', size: 'sm', variant: 'ghost' },
  checkbox: { boxSize: '4', accentColor: 'colorPalette.solid', colorPalette: 'brand', cursor: 'pointer', verticalAlign: 'middle', _disabled: { cursor: 'default' } },
  bar: { display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', mb: 3, px: 3, py: 2, borderWidth: '1px', borderColor: 'colorPalette.muted', rounded: 'md', bg: 'colorPalette.subtle', colorPalette: 'brand' },
  report: { mb: 3, px: 3, py: 2, borderWidth: '1px', borderColor: 'border.error', rounded: 'md', bg: 'bg.error', fontSize: 'sm' },
  popoverAnchor: { position: 'relative', display: 'inline-block' },
  popover: { position: 'absolute', insetEnd: 0, top: 'calc(100% + 4px)', zIndex: 'dropdown', bg: 'bg.panel', borderWidth: '1px', rounded: 'md', boxShadow: 'md', p: 3, minW: '15rem' },
  option: { display: 'flex', alignItems: 'center', gap: 2, py: 1, fontSize: 'sm' },
  muted: { fontSize: 'sm', color: 'fg.muted' },
  progress: { display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' },
  progressBar: { w: '10rem', h: '2', accentColor: 'colorPalette.solid', colorPalette: 'brand' },
  toolbar: { display: 'flex', justifyContent: 'flex-end', mb: 3 },
} as const

export type TListIslandClasses = Record<keyof typeof LIST_ISLAND_PROPS, string>

/** The islands' class names, and the CSS to render beside them. */
export function listIslandStyles(): { classes: TListIslandClasses; styles: Array<Promise<ReactElement>> } {
  const classes = {} as TListIslandClasses
  const styles: Array<Promise<ReactElement>> = []
  for (const [name, props] of Object.entries(LIST_ISLAND_PROPS) as [keyof typeof LIST_ISLAND_PROPS, (typeof LIST_ISLAND_PROPS)[keyof typeof LIST_ISLAND_PROPS]][]) {
    const style = kitStyle(props as never)
    classes[name] = style.className
    styles.push(...style.styles)
  }
  return { classes, styles }
}
