import type { ReactNode } from 'react'

import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { MenuIcon } from './icons'
import { NavDrawerIsland } from './nav-drawer-island'
import { SHELL } from './shell-styles'

type TProps = {
  tenantName: string
  /** The breakpoint from which the inline navigation shows and this button hides. */
  hideFrom: 'md' | 'lg'
  children: ReactNode
}

/** Small screens: the main navigation moves into a drawer opened by a labelled menu button. */
export function NavDrawer({ tenantName, hideFrom, children }: TProps) {
  // Chakra's IconButton with the chrome's ghost look, as a class for the island's own button.
  const button = kitStyle(SHELL.drawerButton(hideFrom).kitStyle)
  return (
    <>
      {button.styles}
      <NavDrawerIsland tenantName={tenantName} buttonClassName={button.className} icon={<MenuIcon {...SHELL.icon5.props} />}>
        {children}
      </NavDrawerIsland>
    </>
  )
}
