import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import type { TNavLink } from '@/navigation/admin-navigation'

import { SHELL } from './shell-styles'
import { StaffNavigationLinks } from './staff-navigation-links'

type TProps = {
  items: TNavLink[]
  /** Wider addresses of sections with sub-areas (e.g. /admin/reports), so their landing pages light the section. */
  areas: Record<string, string>
  testId: string
}

/** spec 2.2: the staff side navigation (the links follow the address in the browser). */
export function StaffNavigation({ items, areas, testId }: TProps) {
  const nav = kitStyle(SHELL.staffNav.nav.kitStyle)
  const list = kitStyle(SHELL.staffNav.list.kitStyle)
  const subList = kitStyle(SHELL.staffNav.subList.kitStyle)
  const level1 = kitStyle(SHELL.staffNav.level1.kitStyle)
  const level2 = kitStyle(SHELL.staffNav.level2.kitStyle)
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
