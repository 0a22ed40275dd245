import { Box, Flex, IconButton, Link, Spacer } from '@chakra-ui/react'
import NextLink from 'next/link'
import { cache, type ReactNode } from 'react'

import type { TNavLink } from '@/navigation/admin-navigation'

import { CHROME_BAR_HEIGHT, CHROME_GHOST } from './chrome'
import { CreateMenu } from './create-menu'
import { SettingsIcon } from './icons'
import { LogOutLink } from './log-out-link'
import { NavDrawer } from './nav-drawer'
import type { TShellUser } from './shell-user'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { StaffNavigation } from './staff-navigation'
import { TenantLogo } from './tenant-logo'
import { UserSummary } from './user-summary'

const DRAWER_LINK = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  px: 3,
  py: 2,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'white',
  textDecoration: 'none',
  borderTopWidth: '1px',
  borderColor: 'whiteAlpha.300',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
  focusRingColor: 'white',
} as const

export type TStaffChrome = {
  tenantName: string
  lightLogoUrl: string | null
  homeHref: string
  nav: TNavLink[]
  navAreas: Record<string, string>
  createActions: TNavLink[]
  user: TShellUser
  /** The notification bell, composed by the app (ui/ does not reach into features/). */
  bell: ReactNode
}

/**
 * The bar and the side navigation, made once per request and chrome: a page's RSC payload also
 * carries the not-found and forbidden pages, in the same chrome, and refers to these instead of
 * repeating them (a settled promise is written once and referred to after).
 */
const chromeParts = cache((chrome: TStaffChrome) => {
  const { tenantName, lightLogoUrl, homeHref, nav, navAreas, createActions, user, bell } = chrome
  const header = (
    <Box as="header" bg="tenant.primary" color="white" position="sticky" top={0} zIndex="sticky" borderBottomWidth="1px" borderColor="whiteAlpha.300">
      <Flex h={CHROME_BAR_HEIGHT} align="center" gap={{ base: 1, sm: 2 }} px={{ base: 3, lg: 5 }}>
        <NavDrawer tenantName={tenantName} hideFrom="lg">
          <StaffNavigation items={nav} areas={navAreas} testId="staff-nav-drawer" />
          <Box px={3} pb={4}>
            <Link asChild {...DRAWER_LINK}>
              <NextLink href="/admin/settings" data-testid="settings-link-drawer">
                <SettingsIcon boxSize="4" />
                Settings
              </NextLink>
            </Link>
          </Box>
        </NavDrawer>
        <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={homeHref} />
        <Spacer />
        {createActions.length > 0 && <CreateMenu actions={createActions} />}
        {/* Below lg the settings link lives in the navigation drawer, leaving room for the logo. */}
        <IconButton {...CHROME_GHOST} asChild aria-label="Settings" hideBelow="lg">
          <NextLink href="/admin/settings" data-testid="settings-link">
            <SettingsIcon boxSize="5" />
          </NextLink>
        </IconButton>
        {bell}
        <UserSummary user={user} showRole />
        <LogOutLink />
      </Flex>
    </Box>
  )
  const aside = (
    <Box as="aside" hideBelow="lg" w="64" flexShrink={0} bg="tenant.primary" position="sticky" top={CHROME_BAR_HEIGHT} h={`calc(100dvh - ${CHROME_BAR_HEIGHT})`} overflowY="auto">
      <StaffNavigation items={nav} areas={navAreas} testId="staff-nav" />
    </Box>
  )
  return { skipLink: Promise.resolve(<SkipLink />), header: Promise.resolve(header), aside: Promise.resolve(aside) }
})

/**
 * The staff chrome: dark top bar, side navigation from lg up, a drawer below. Rendered on the
 * server; the drawer, the create menu, the bell and the navigation's current link are islands.
 * `chrome` should be the same object for every frame of a request (see chromeParts).
 */
export function StaffShellFrame({ chrome, children }: { chrome: TStaffChrome; children: ReactNode }) {
  const parts = chromeParts(chrome)
  return (
    <Flex direction="column" minH="100dvh">
      {parts.skipLink}
      {parts.header}
      <Flex flex="1" minH={0}>
        {parts.aside}
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" minW={0} px={{ base: 4, md: 8 }} py={{ base: 6, md: 8 }}>
          <Box maxW="7xl" mx="auto">
            {children}
          </Box>
        </Box>
      </Flex>
    </Flex>
  )
}
