'use client'

import { CloseButton, Drawer, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type TProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  tenantName: string
  returnFocus: () => HTMLElement | null
  children: ReactNode
}

/** The navigation drawer itself (loaded on demand by nav-drawer-island.tsx). Following a link closes it. */
export default function NavDrawerPanel({ open, onOpenChange, tenantName, returnFocus, children }: TProps) {
  return (
    // Mounted only while open, so the page holds one main navigation the rest of the time.
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs" lazyMount unmountOnExit finalFocusEl={returnFocus}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="tenant.primary" color="white" data-testid="nav-drawer">
            <Drawer.Header borderBottomWidth="1px" borderColor="whiteAlpha.300" pe={14}>
              <Drawer.Title color="white" truncate>
                {tenantName}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body
              p={0}
              onClick={(event) => {
                if ((event.target as Element).closest('a[href]')) onOpenChange(false)
              }}
            >
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close navigation" color="white" _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="white" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
