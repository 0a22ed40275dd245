'use client'

import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { CHROME_GHOST } from './chrome'
import { MenuIcon } from './icons'

type TProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  tenantName: string
  /** The breakpoint from which the inline navigation shows and this button hides. */
  hideFrom: 'md' | 'lg'
  children: ReactNode
}

/** Small screens: the main navigation moves into a drawer opened by a labelled menu button. */
export function NavDrawer({ open, onOpenChange, tenantName, hideFrom, children }: TProps) {
  return (
    <>
      <IconButton
        {...CHROME_GHOST}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom={hideFrom}
        ms={-2}
        onClick={() => onOpenChange(true)}
        data-testid="nav-drawer-button"
      >
        <MenuIcon boxSize="5" />
      </IconButton>
      {/* Mounted only while open, so the page holds one main navigation the rest of the time. */}
      <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="tenant.primary" color="white" data-testid="nav-drawer">
              <Drawer.Header borderBottomWidth="1px" borderColor="whiteAlpha.300" pe={14}>
                <Drawer.Title color="white" truncate>
                  {tenantName}
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p={0}>{children}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" color="white" _hover={{ bg: 'whiteAlpha.200' }} focusRingColor="white" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  )
}
