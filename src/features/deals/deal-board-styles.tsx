import { kitSlotStyles, kitStyle, type TKitStyle } from '@/ui/chakra-rsc/kit-style'

import type { TBoardClasses } from './deal-board'

// The board's look as Chakra's classes, computed on the server: the board draws plain elements
// with them, so a page of cards renders without Chakra's components (a card through Chakra and
// Emotion costs about a millisecond of server time) and hydrates cheaply.

/** Per request: the styles this page has not sent yet go with it (src/ui/chakra-rsc/styles.ts). */
export function boardStyles(): { classes: TBoardClasses; elements: TKitStyle['styles'] } {
  const card = kitSlotStyles('card', { size: 'sm' }, { root: { colorPalette: 'brand', shadow: 'xs', _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' } }, body: { gap: 1 } })
  const styles = {
    board: kitStyle({ display: 'flex', alignItems: 'stretch', gap: 4, overflowX: 'auto', pb: 4 }),
    column: kitStyle({ minW: '64', w: '64', flexShrink: 0, bg: 'bg.muted', rounded: 'md', p: 3 }),
    columnOver: kitStyle({ bg: 'brand.subtle' }),
    columnHeader: kitStyle({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }),
    columnTitle: kitStyle({ recipe: 'heading', size: 'sm' }),
    count: kitStyle({ recipe: 'badge', variant: 'subtle' }),
    cards: kitStyle({ display: 'flex', flexDirection: 'column', gap: 2, minH: '24' }),
    cardRoot: card.root,
    cardBody: card.body,
    movable: kitStyle({ cursor: 'grab' }),
    dragging: kitStyle({ shadow: 'lg', zIndex: 'docked' }),
    name: kitStyle({ recipe: 'link', fontWeight: 'medium', colorPalette: 'brand', color: 'colorPalette.fg' }),
    detail: kitStyle({ fontSize: 'sm', color: 'fg.muted' }),
    amount: kitStyle({ fontSize: 'sm' }),
    more: kitStyle({ recipe: 'link', fontSize: 'sm', colorPalette: 'brand', color: 'colorPalette.fg', mt: 2 }),
  } satisfies Record<keyof TBoardClasses, TKitStyle>
  return {
    classes: Object.fromEntries(Object.entries(styles).map(([key, style]) => [key, style.className])) as TBoardClasses,
    elements: Object.values(styles).flatMap((style) => style.styles),
  }
}
