import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import type { TNavLink } from '@/navigation/admin-navigation'

import { StaffNavigationLinks } from './staff-navigation-links'

type TProps = {
  items: TNavLink[]
  /** Wider addresses of sections with sub-areas (e.g. /admin/reports), so their landing pages light the section. */
  areas: Record<string, string>
  testId: string
}

const LINK = {
  recipe: 'link',
  display: 'block',
  px: 3,
  rounded: 'md',
  fontSize: 'sm',
  color: 'whiteAlpha.800',
  bg: 'transparent',
  borderStartWidth: '3px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { bg: 'whiteAlpha.100', color: 'white', textDecoration: 'none' },
  focusRingColor: 'white',
  focusRingOffset: '0',
  // The current page and its section (aria-current, data-active: staff-navigation-links.tsx).
  '&[data-active]': { color: 'white' },
  _currentPage: { bg: 'whiteAlpha.200', borderColor: 'tenant.secondary' },
} as const

/** spec 2.2: the staff side navigation (the links follow the address in the browser). */
export function StaffNavigation({ items, areas, testId }: TProps) {
  const nav = kitStyle({ bg: 'tenant.primary', color: 'white', px: 3, py: 4 })
  const list = kitStyle({ listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: 1 })
  const subList = kitStyle({ listStyleType: 'none', mt: 1, ms: 3, ps: 2, borderStartWidth: '1px', borderColor: 'whiteAlpha.300', display: 'flex', flexDirection: 'column', gap: 0.5 })
  const level1 = kitStyle({ ...LINK, py: 2, fontWeight: 'semibold' })
  const level2 = kitStyle({ ...LINK, py: 1.5, fontWeight: 'normal', '&[data-active]': { color: 'white', fontWeight: 'semibold' } })
  const parts = [nav, list, subList, level1, level2]
  return (
    <>
      {parts.flatMap((part) => part.styles)}
      <StaffNavigationLinks
        items={items}
        areas={areas}
        testId={testId}
        classes={{ nav: nav.className, list: list.className, subList: subList.className, level1: level1.className, level2: level2.className }}
      />
    </>
  )
}
