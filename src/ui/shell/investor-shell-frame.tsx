import { Box, Container, Flex, Spacer } from '@chakra-ui/react'
import { cache, type ReactNode } from 'react'

import type { TNavLink } from '@/navigation/admin-navigation'

import { CHROME_BAR_HEIGHT } from './chrome'
import { InvestorNavigation } from './investor-navigation'
import { LogOutLink } from './log-out-link'
import { NavDrawer } from './nav-drawer'
import { RiskBanner } from './risk-banner'
import type { TShellUser } from './shell-user'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { TenantLogo } from './tenant-logo'
import { UserSummary } from './user-summary'

export type TInvestorChrome = {
  tenantName: string
  lightLogoUrl: string | null
  logoHref: string
  nav: TNavLink[]
  /** The tenant's risk text when the risk-warning switch is on; null hides the banner. */
  riskWarningText: string | null
  user: TShellUser
  /** The notification bell, composed by the app (ui/ does not reach into features/). */
  bell: ReactNode
}

/** Made once per request and chrome, like the staff frame's (staff-shell-frame.tsx, chromeParts). */
const chromeParts = cache((chrome: TInvestorChrome) => {
  const { tenantName, lightLogoUrl, logoHref, nav, riskWarningText, user, bell } = chrome
  const header = (
    <>
      {riskWarningText !== null && <RiskBanner riskWarningText={riskWarningText} />}
      <Box as="header" bg="tenant.primary" color="white" position="sticky" top={0} zIndex="sticky">
        <Container maxW="7xl" px={{ base: 3, md: 6 }}>
          <Flex h={CHROME_BAR_HEIGHT} align="center" gap={{ base: 1, sm: 2 }}>
            <NavDrawer tenantName={tenantName} hideFrom="md">
              <InvestorNavigation items={nav} testId="investor-nav-drawer" direction="column" />
            </NavDrawer>
            <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={logoHref} />
            <Box hideBelow="md" alignSelf="stretch" ms={{ md: 4, lg: 8 }}>
              <InvestorNavigation items={nav} testId="investor-nav" direction="row" />
            </Box>
            <Spacer />
            {bell}
            <UserSummary user={user} showRole={false} />
            <LogOutLink />
          </Flex>
        </Container>
      </Box>
    </>
  )
  return { skipLink: Promise.resolve(<SkipLink />), header: Promise.resolve(header) }
})

/**
 * The investor chrome (spec 2.3): optional risk banner, dark top bar with the navigation, drawer
 * below md. Rendered on the server; the drawer, the risk dialog, the bell and the navigation's
 * current link are islands. `chrome` should be the same object for every frame of a request.
 */
export function InvestorShellFrame({ chrome, children }: { chrome: TInvestorChrome; children: ReactNode }) {
  const parts = chromeParts(chrome)
  return (
    <Flex direction="column" minH="100dvh">
      {parts.skipLink}
      {parts.header}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1">
        <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 10 }}>
          {children}
        </Container>
      </Box>
    </Flex>
  )
}
