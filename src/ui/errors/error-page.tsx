import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { isAdminType } from '@/access/permissions'
import { LAYOUT } from '@/ui/layout/layout-styles'

import { errorTexts, errorTitle } from './error-texts'

type TProps = { status: number; role: number | null }

/**
 * spec 2.4: three variants. Visitor (no role): Login and Register. Investor (role 5): Overview and
 * Investment Opportunities. Every other role: one button back to the start of their area.
 */
export function ErrorPage({ status, role }: TProps) {
  const variant = role == null ? 'visitor' : isAdminType(role) ? 'staff' : 'investor'
  const texts = errorTexts(status, variant)
  return (
    <Container {...LAYOUT.errorPage.props} data-testid="error-page">
      <title>{errorTitle(status)}</title>
      <Text {...LAYOUT.errorStatus.props} data-testid="error-status">
        {errorTitle(status)}
      </Text>
      <Heading as="h1" {...LAYOUT.errorHeading.props}>
        {texts.heading}
      </Heading>
      <Text {...LAYOUT.errorText.props}>{texts.body}</Text>
      <HStack {...LAYOUT.errorActions.props}>
        {variant === 'visitor' && (
          <>
            <Button asChild {...LAYOUT.errorPrimary.props}>
              <NextLink href="/login">Login</NextLink>
            </Button>
            <Button asChild {...LAYOUT.errorSecondary.props}>
              <NextLink href="/register">Register</NextLink>
            </Button>
          </>
        )}
        {variant === 'investor' && (
          <>
            <Button asChild {...LAYOUT.errorPrimary.props}>
              <NextLink href="/investor">Overview</NextLink>
            </Button>
            <Button asChild {...LAYOUT.errorSecondary.props}>
              <NextLink href="/investor/investments">Investment Opportunities</NextLink>
            </Button>
          </>
        )}
        {variant === 'staff' && (
          <Button asChild {...LAYOUT.errorPrimary.props}>
            {/* `/` sends each role to its first page under the tenant's switches. */}
            <NextLink href="/">Back to start</NextLink>
          </Button>
        )}
      </HStack>
      <Box />
    </Container>
  )
}
