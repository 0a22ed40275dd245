import { Button, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { EmailChangeConfirm } from '@/features/auth/email-change-confirm'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Confirm your new sign-in email' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The link of the confirmation mail of an investor's change of sign-in email (decision 037):
 * ?token. Opening the page changes nothing; its button posts the token
 * (POST /api/auth/email-change/confirm), signed in or not.
 */
export default async function EmailChangePage({ searchParams }: TProps) {
  const { token } = await searchParams
  const title = 'Confirm your new sign-in email'
  if (typeof token !== 'string' || !token) {
    return (
      <PublicCard title={title}>
        <Stack gap={4}>
          <Text>This link is incomplete. Please open the link from your email again, or ask for a new one on your security page.</Text>
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <NextLink href="/login">Sign in</NextLink>
          </Button>
        </Stack>
      </PublicCard>
    )
  }
  return (
    <PublicCard title={title}>
      <Text mb={6} color="fg.muted">
        Confirm that you want to sign in with the email address this link was sent to. Once you do, every other session of your account is signed out.
      </Text>
      <EmailChangeConfirm token={token} />
    </PublicCard>
  )
}
