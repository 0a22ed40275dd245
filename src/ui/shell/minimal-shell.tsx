import { Box, Container, Flex, Spacer } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { CHROME_BAR_HEIGHT } from './chrome'
import { LogOutLink } from './log-out-link'
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
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" bg="tenant.primary" color="white" data-testid="minimal-bar">
        <Container maxW="7xl" px={{ base: 3, md: 6 }}>
          <Flex h={CHROME_BAR_HEIGHT} align="center" gap={3}>
            <TenantLogo tenantName={tenantName} lightLogoUrl={lightLogoUrl} href={homeHref} />
            <Spacer />
            <LogOutLink />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Container maxW="7xl" px={{ base: 4, md: 6 }} py={{ base: 6, md: 8 }}>
          <Box mb={6}>
            <VerifyEmailNotice email={email} />
          </Box>
          {children}
        </Container>
      </Box>
    </Flex>
  )
}
