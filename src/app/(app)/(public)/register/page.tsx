import { Button, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { inviteOnlyMessage, registrationOpen } from '@/auth/invite-only'
import { getRequestContext } from '@/auth/request-context'
import { RegisterForm } from '@/features/auth/register-form'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Create an account' }

export default async function RegisterPage() {
  const { tenant } = await getRequestContext()
  if (!registrationOpen(tenant)) {
    return (
      <PublicCard title="Registration by invitation">
        <Stack gap={4} data-testid="registration-invite-only">
          <Text>{inviteOnlyMessage(tenant.name)}</Text>
          <Button asChild colorPalette="brand">
            <NextLink href="/login">Go to sign in</NextLink>
          </Button>
        </Stack>
      </PublicCard>
    )
  }
  return (
    <PublicCard title="Create an account">
      <RegisterForm />
      <Text mt={6} fontSize="sm">
        Already registered? <NextLink href="/login">Log in</NextLink> ·{' '}
        <NextLink href="/terms" target="_blank">
          Terms &amp; Conditions
        </NextLink>
      </Text>
    </PublicCard>
  )
}
