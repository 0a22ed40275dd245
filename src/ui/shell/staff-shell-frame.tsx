import { Box, Flex, IconButton, Link, Spacer } from '@chakra-ui/react'
import NextLink from 'next/link'
import { cache, type ReactNode } from 'react'

import type { TSearchKind } from '@/domain/search/search-text'
import type { TNavLink } from '@/navigation/admin-navigation'
import { SEARCH_PATH } from '@/navigation/admin-routes'

import { CreateMenu } from './create-menu'
import { SettingsIcon } from './icons'
import { LogOutLink } from './log-out-link'
import { NavDrawer } from './nav-drawer'
import { SHELL } from './shell-styles'
import type { TShellUser } from './shell-user'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { StaffNavigation } from './staff-navigation'
import { StaffSearch } from './staff-search'
import { TenantLogo } from './tenant-logo'
import { UserSummary } from './user-summary'

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
  /** The staff search's group headings in the tenant's words. */
  searchLabels: Record<TSearchKind, string>
}

/**
 * The bar and the side navigation, made once per request and chrome: a page's RSC payload also
 * carries the not-found and forbidden pages, in the same chrome, and refers to these instead of
 * repeating them (a settled promise is written once and referred to after).
 */
const chromeParts = cache((chrome: TStaffChrome) => {
  const { tenantName, lightLogoUrl, homeHref, nav, navAreas, createActions, user, bell, searchLabels } = chrome
  const header = (
    <Box as="header" {...SHELL.staffHeader.props}>
      <Flex {...SHELL.staffBar.props}>
        <NavDrawer tenantName={tenantName} hideFrom="lg">
          <StaffNavigation items={nav} areas={navAreas} testId="staff-nav-drawer" />
          <Box {...SHELL.drawerSettingsBox.props}>
            <Link asChild {...SHELL.drawerSettingsLink.props}>
              <NextLink href="/admin/settings" data-testid="settings-link-drawer">
                <SettingsIcon {...SHELL.icon4.props} />
                Settings
              </NextLink>
            </Link>
            <LogOutLink look={SHELL.drawerLogOut} testId="log-out-drawer" />
          </Box>
        </NavDrawer>
        <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={homeHref} />
        <StaffSearch action={SEARCH_PATH} labels={searchLabels} />
        <Spacer {...SHELL.searchSpacer.props} />
        {createActions.length > 0 && <CreateMenu actions={createActions} />}
        {/* Below lg the settings link lives in the navigation drawer, leaving room for the logo. */}
        <IconButton {...SHELL.settingsButton.props} asChild aria-label="Settings">
          <NextLink href="/admin/settings" data-testid="settings-link">
            <SettingsIcon {...SHELL.icon5.props} />
          </NextLink>
        </IconButton>
        {bell}
        <UserSummary user={user} showRole />
        <LogOutLink look={SHELL.staffLogOut} />
      </Flex>
    </Box>
  )
  const aside = (
    <Box as="aside" {...SHELL.staffAside.props}>
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
    <Flex {...SHELL.frame.props}>
      {parts.skipLink}
      {parts.header}
      <Flex {...SHELL.staffBody.props}>
        {parts.aside}
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} {...SHELL.staffMain.props}>
          <Box {...SHELL.staffContent.props}>
            {children}
          </Box>
        </Box>
      </Flex>
    </Flex>
  )
}
