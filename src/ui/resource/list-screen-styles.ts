import { strokeIconProps } from '@/ui/chakra-rsc/components'
import { createRecipeContext, createSlotRecipeContext } from '@/ui/chakra-rsc/recipe-context'
import { css } from '@/ui/chakra-rsc/styles'
import type { TStaticStyle } from '@/ui/chakra-rsc/static-styles'

import { LIST_ISLAND_PROPS } from './list-island-styles'

// The style props of the kit list screen's own elements (the filter form, the views, the rows per
// page, the table's frame), as data like the shells' (src/ui/shell/shell-styles.ts): the screen
// spreads them (`<HStack {...LIST_SCREEN.filterRow.props}>`) and the static stylesheet carries
// their classes, so a list page writes none of its own CSS (issue 9: the list page's bytes).
// Change a style here, not at the call site (a prop added there makes that class a page's own).

const hStack = <T extends object>(props: T) => ({ component: 'HStack', props }) as const
const box = <T extends object>(props: T) => ({ component: 'Box', props }) as const
const text = <T extends object>(props: T) => ({ component: 'Text', props }) as const
/** Props of a part whose recipe class is static already (a field's root, an input): only these props' class is declared. */
const style = <T extends object>(props: T) => ({ kitStyle: props, props }) as const

/** The list's table variants, and its body rows' and cells' styles from them (Chakra's table recipe). */
const TABLE_VARIANTS = { size: 'sm', interactive: true } as const
const tableSlots = createSlotRecipeContext({ key: 'table' }).slotContext(TABLE_VARIANTS)
/** A cell's link to its record: Chakra's link, in the tenant's brand colour. */
const cellLink = [createRecipeContext({ key: 'link' }).useRecipeResult({}).recipe!.styles(), css({ fontWeight: 'medium', colorPalette: 'brand', color: 'colorPalette.fg', overflowWrap: 'anywhere' })]

export const LIST_SCREEN = {
  filterRow: hStack({ align: 'end', gap: 3, flexWrap: 'wrap' }),
  textField: style({ maxW: { md: '64' } }),
  selectField: style({ maxW: { md: '48' } }),
  input: style({ bg: 'bg' }),
  numberInput: style({ bg: 'bg', maxW: '8rem' }),
  rangeFieldset: box({ maxW: { md: 'sm' } }),
  rangeLegend: box({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' }),
  rangeEnds: hStack({ gap: 2 }),
  views: hStack({ gap: 2, mb: 4 }),
  pageSizes: hStack({ gap: 3, fontSize: 'sm', justify: 'end', mt: 2 }),
  pageSizesLabel: text({ color: 'fg.muted' }),
  tableFrame: { component: 'TableScrollArea', props: { borderWidth: '1px', rounded: 'md', bg: 'bg' } },
  checkHeader: style({ w: '1' }),
  table: { props: TABLE_VARIANTS },
  /** A body whose rows, cells and links are styled from here: 50 rows of a page carry no class for each <tr>, <td> and <a>. */
  tableBody: style({ css: { '& > tr': tableSlots.recipeFor('row').styles(), '& > tr > td': tableSlots.recipeFor('cell').styles(), '& > tr > td > a': Object.assign({}, ...cellLink) } }),
} as const

/** Every declared style of the list screen and its islands, for the static stylesheet. */
export const LIST_SCREEN_STATIC_STYLES: TStaticStyle[] = [
  ...Object.values(LIST_SCREEN).flatMap((entry): TStaticStyle[] => ('kitStyle' in entry ? [{ kitStyle: entry.kitStyle }] : 'component' in entry ? [entry as TStaticStyle] : [])),
  ...Object.values(LIST_ISLAND_PROPS).map((props) => ({ kitStyle: props })),
  // The chevron of the filters' selects (NativeSelect.Indicator).
  { kitStyle: strokeIconProps('2') },
] as TStaticStyle[]
