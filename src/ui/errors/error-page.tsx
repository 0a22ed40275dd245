import { Box, Button, Container, Heading, HStack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { isAdminType } from '@/access/permissions'

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
    <Container maxW="2xl" py={{ base: 12, md: 24 }} textAlign="center" data-testid="error-page">
      <title>{errorTitle(status)}</title>
      <Text fontSize="sm" color="fg.muted" mb={2} data-testid="error-status">
        {errorTitle(status)}
      </Text>
      <Heading as="h1" size="2xl" mb={4}>
        {texts.heading}
      </Heading>
      <Text mb={8}>{texts.body}</Text>
      <HStack justify="center" gap={3}>
        {variant === 'visitor' && (
          <>
            <Button asChild colorPalette="brand">
              <NextLink href="/login">Login</NextLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <NextLink href="/register">Register</NextLink>
            </Button>
          </>
        )}
        {variant === 'investor' && (
          <>
            <Button asChild colorPalette="brand">
              <NextLink href="/investor">Overview</NextLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <NextLink href="/investor/investments">Investment Opportunities</NextLink>
            </Button>
          </>
        )}
        {variant === 'staff' && (
          <Button asChild colorPalette="brand">
            {/* `/` sends each role to its first page under the tenant's switches. */}
            <NextLink href="/">Back to start</NextLink>
          </Button>
        )}
      </HStack>
      <Box />
    </Container>
  )
}
