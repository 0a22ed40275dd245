import type { ReactNode } from 'react'

import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { CHROME_GHOST } from './chrome'
import { MenuIcon } from './icons'
import { NavDrawerIsland } from './nav-drawer-island'

type TProps = {
  tenantName: string
  /** The breakpoint from which the inline navigation shows and this button hides. */
  hideFrom: 'md' | 'lg'
  children: ReactNode
}

/** Small screens: the main navigation moves into a drawer opened by a labelled menu button. */
export function NavDrawer({ tenantName, hideFrom, children }: TProps) {
  // Chakra's IconButton with the chrome's ghost look, as a class for the island's own button.
  const button = kitStyle({ recipe: 'button', px: '0', py: '0', _icon: { fontSize: '1.2em' }, ...CHROME_GHOST, hideFrom, ms: -2 })
  return (
    <>
      {button.styles}
      <NavDrawerIsland tenantName={tenantName} buttonClassName={button.className} icon={<MenuIcon boxSize="5" />}>
        {children}
      </NavDrawerIsland>
    </>
  )
}
