'use client'

import { Box, Container, Flex, Spacer } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'

import type { TNavLink } from '@/navigation/admin-navigation'

import { CHROME_BAR_HEIGHT } from './chrome'
import { InvestorNavigationLinks } from './investor-navigation-links'
import { LogOutLink } from './log-out-link'
import { NavDrawer } from './nav-drawer'
import { RiskBanner } from './risk-banner'
import type { TShellUser } from './shell-user'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { TenantLogo } from './tenant-logo'
import { UserSummary } from './user-summary'

export type TInvestorShellFrameProps = {
  tenantName: string
  lightLogoUrl: string | null
  logoHref: string
  nav: TNavLink[]
  /** The tenant's risk text when the risk-warning switch is on; null hides the banner. */
  riskWarningText: string | null
  user: TShellUser
  /** The notification bell, composed by the app (ui/ does not reach into features/). */
  bell: ReactNode
  children: ReactNode
}

/** The investor chrome (spec 2.3): optional risk banner, dark top bar with the navigation, drawer below md. */
export function InvestorShellFrame({ tenantName, lightLogoUrl, logoHref, nav, riskWarningText, user, bell, children }: TInvestorShellFrameProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {riskWarningText !== null && <RiskBanner riskWarningText={riskWarningText} />}
      <Box as="header" bg="tenant.primary" color="white" position="sticky" top={0} zIndex="sticky">
        <Container maxW="7xl" px={{ base: 3, md: 6 }}>
          <Flex h={CHROME_BAR_HEIGHT} align="center" gap={{ base: 1, sm: 2 }}>
            <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} tenantName={tenantName} hideFrom="md">
              <InvestorNavigationLinks items={nav} testId="investor-nav-drawer" direction="column" onNavigate={() => setDrawerOpen(false)} />
            </NavDrawer>
            <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={logoHref} />
            <Box hideBelow="md" alignSelf="stretch" ms={{ md: 4, lg: 8 }}>
              <InvestorNavigationLinks items={nav} testId="investor-nav" direction="row" />
            </Box>
            <Spacer />
            {bell}
            <UserSummary user={user} showRole={false} />
            <LogOutLink />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1">
        <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
          {children}
        </Container>
      </Box>
    </Flex>
  )
}
