import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import type { TNavLink } from '@/navigation/admin-navigation'

import { InvestorNavigationLinks } from './investor-navigation-links'

type TProps = {
  items: TNavLink[]
  testId: string
  direction: 'row' | 'column'
}

/** spec 2.3: the portal's navigation, in a row on the bar or a column in the drawer. */
export function InvestorNavigation({ items, testId, direction }: TProps) {
  const row = direction === 'row'
  const nav = kitStyle({ bg: 'tenant.primary', color: 'white', h: row ? 'full' : undefined, px: row ? 0 : 3, py: row ? 0 : 4 })
  const list = kitStyle({ listStyleType: 'none', display: 'flex', flexDirection: direction, gap: 1, h: row ? 'full' : undefined })
  const item = kitStyle({ display: 'flex' })
  const link = kitStyle({
    recipe: 'link',
    display: 'flex',
    alignItems: 'center',
    w: row ? undefined : 'full',
    px: 3,
    py: 2,
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'whiteAlpha.800',
    bg: 'transparent',
    rounded: row ? 'none' : 'md',
    borderBottomWidth: row ? '3px' : 0,
    borderStartWidth: row ? 0 : '3px',
    borderColor: 'transparent',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    _hover: { color: 'white', bg: 'whiteAlpha.100', textDecoration: 'none' },
    focusRingColor: 'white',
    focusRingOffset: '0',
    // The current one (aria-current: investor-navigation-links.tsx).
    _currentPage: { fontWeight: 'semibold', color: 'white', borderColor: 'tenant.secondary', ...(row ? {} : { bg: 'whiteAlpha.200' }) },
  })
  return (
    <>
      {nav.styles}
      {list.styles}
      {item.styles}
      {link.styles}
      <InvestorNavigationLinks items={items} testId={testId} classes={{ nav: nav.className, list: list.className, item: item.className, link: link.className }} />
    </>
  )
}
