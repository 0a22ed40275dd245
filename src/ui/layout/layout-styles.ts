import type { TStaticStyle } from '@/ui/chakra-rsc/static-styles'

// The style props of the page frame pieces most screens use (page header, pagination, the error
// page serialised with every page), as data: see src/ui/shell/shell-styles.ts.

export const LAYOUT = {
  header: { component: 'Box', props: { mb: 6 } },
  headerBack: { component: 'Link', props: { fontSize: 'sm', color: 'fg.muted', mb: 2 } },
  headerRow: { component: 'Flex', props: { direction: { base: 'column', md: 'row' }, align: { base: 'stretch', md: 'center' }, justify: 'space-between', gap: 4 } },
  headerTitleBox: { component: 'Box', props: { minW: 0 } },
  headerTitle: { component: 'Heading', props: { size: { base: 'xl', md: '2xl' }, wordBreak: 'break-word' } },
  headerDescription: { component: 'Text', props: { color: 'fg.muted', mt: 1 } },
  headerActions: { component: 'HStack', props: { gap: 3, flexShrink: 0, flexWrap: 'wrap' } },
  pagination: { component: 'HStack', props: { justify: 'space-between', mt: 4, gap: 3 } },
  paginationButton: { component: 'Button', props: { size: 'sm', variant: 'outline' } },
  paginationText: { component: 'Text', props: { fontSize: 'sm', color: 'fg.muted' } },
  errorPage: { component: 'Container', props: { maxW: '2xl', py: { base: 12, md: 24 }, textAlign: 'center' } },
  errorStatus: { component: 'Text', props: { fontSize: 'sm', color: 'fg.muted', mb: 2 } },
  errorHeading: { component: 'Heading', props: { size: '2xl', mb: 4 } },
  errorText: { component: 'Text', props: { mb: 8 } },
  errorActions: { component: 'HStack', props: { justify: 'center', gap: 3 } },
  errorPrimary: { component: 'Button', props: { colorPalette: 'brand' } },
  errorSecondary: { component: 'Button', props: { variant: 'outline', colorPalette: 'brand' } },
} as const

const HIDE_BELOW = { md: { base: 'none', md: 'table-cell' }, lg: { base: 'none', lg: 'table-cell' } } as const
const style = <T extends object>(props: T) => ({ kitStyle: props }) as const

/**
 * The style props the resource kit's list and detail cells use (src/ui/resource): the same on every
 * list, so their classes come from the static stylesheet too. Declared here, not spread there (that
 * code is the kit's): should a cell's props change, its class is simply a page's own again.
 */
const KIT_CELLS = [
  style({ display: HIDE_BELOW.md }),
  style({ display: HIDE_BELOW.lg }),
  style({ textAlign: 'end' }),
  style({ whiteSpace: 'nowrap' }),
  style({ display: HIDE_BELOW.md, whiteSpace: 'nowrap' }),
  style({ display: HIDE_BELOW.lg, whiteSpace: 'nowrap' }),
  style({ textAlign: 'end', whiteSpace: 'nowrap' }),
  style({ fontWeight: 'semibold', color: 'inherit' }),
  style({ fontWeight: 'medium', color: 'colorPalette.fg', overflowWrap: 'anywhere' }),
  style({ mb: 4 }),
  style({ borderWidth: '1px', rounded: 'md', bg: 'bg' }),
]

export const LAYOUT_STATIC_STYLES: TStaticStyle[] = [...(Object.values(LAYOUT) as unknown as TStaticStyle[]), ...KIT_CELLS]
