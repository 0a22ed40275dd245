import { Box, Container, Flex, Spacer } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { LogOutLink } from './log-out-link'
import { SHELL } from './shell-styles'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'
import { TenantLogo } from './tenant-logo'
import { VerifyEmailNotice } from './verify-email-notice-lazy'

type TProps = {
  tenantName: string
  lightLogoUrl: string | null
  homeHref: string
  email: string
  children: ReactNode
}

/**
 * spec 2.4: without a verified email there is no navigation, notification panel or terms prompt.
 * Rendered on the server (Chakra on the server, docs/ARCHITECTURE.md): no class names to hydrate.
 */
export function MinimalShell({ tenantName, lightLogoUrl, homeHref, email, children }: TProps) {
  return (
    <Flex {...SHELL.frame.props}>
      <SkipLink />
      <Box as="header" {...SHELL.minimalHeader.props} data-testid="minimal-bar">
        <Container {...SHELL.barContainer.props}>
          <Flex {...SHELL.minimalBar.props}>
            <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={homeHref} />
            <Spacer {...SHELL.spacer.props} />
            <LogOutLink />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} {...SHELL.minimalMain.props}>
        <Container {...SHELL.minimalContent.props}>
          <Box {...SHELL.minimalNotice.props}>
            <VerifyEmailNotice email={email} />
          </Box>
          {children}
        </Container>
      </Box>
    </Flex>
  )
}
