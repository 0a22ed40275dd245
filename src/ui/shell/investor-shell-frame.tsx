import { Box, Container, Flex, Spacer } from '@chakra-ui/react'
import { cache, type ReactNode } from 'react'

import type { TNavLink } from '@/navigation/admin-navigation'

import { InvestorNavigation } from './investor-navigation'
import { LogOutLink } from './log-out-link'
import { NavDrawer } from './nav-drawer'
import { RiskBanner } from './risk-banner'
import { SHELL } from './shell-styles'
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
      <Box as="header" {...SHELL.investorHeader.props}>
        <Container {...SHELL.barContainer.props}>
          <Flex {...SHELL.investorBar.props}>
            <NavDrawer tenantName={tenantName} hideFrom="md">
              <InvestorNavigation items={nav} testId="investor-nav-drawer" direction="column" />
            </NavDrawer>
            <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={logoHref} />
            <Box {...SHELL.investorNavBox.props}>
              <InvestorNavigation items={nav} testId="investor-nav" direction="row" />
            </Box>
            <Spacer {...SHELL.spacer.props} />
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
    <Flex {...SHELL.frame.props}>
      {parts.skipLink}
      {parts.header}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} {...SHELL.investorMain.props}>
        <Container {...SHELL.investorContent.props}>
          {children}
        </Container>
      </Box>
    </Flex>
  )
}
