import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import type { TNavLink } from '@/navigation/admin-navigation'

import { InvestorNavigationLinks } from './investor-navigation-links'
import { SHELL } from './shell-styles'

type TProps = {
  items: TNavLink[]
  testId: string
  direction: 'row' | 'column'
}

/** spec 2.3: the portal's navigation, in a row on the bar or a column in the drawer. */
export function InvestorNavigation({ items, testId, direction }: TProps) {
  const styles = direction === 'row' ? SHELL.investorNavRow : SHELL.investorNavColumn
  const nav = kitStyle(styles.nav.kitStyle)
  const list = kitStyle(styles.list.kitStyle)
  const item = kitStyle(styles.item.kitStyle)
  const link = kitStyle(styles.link.kitStyle)
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
