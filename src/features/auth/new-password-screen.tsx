import { Button, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { PublicCard } from '@/ui/layout/public-card'

import { NewPasswordForm, type TNewPasswordEndpoint } from './new-password-form'

type TProps = {
  title: string
  intro: string
  submitLabel: string
  endpoint: TNewPasswordEndpoint
  searchParams: Record<string, string | string[] | undefined>
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** /password/reset and /password/set: the emailed link carries ?token&email; without them there is nothing to submit. */
export function NewPasswordScreen({ title, intro, submitLabel, endpoint, searchParams }: TProps) {
  const token = single(searchParams.token)
  const email = single(searchParams.email)
  if (!token || !email) {
    return (
      <PublicCard title={title}>
        <Stack gap={4}>
          <Text>This link is incomplete. Please open the link from your email again, or request a new one.</Text>
          <Button asChild colorPalette="brand">
            <NextLink href="/password/forgot">Request a new link</NextLink>
          </Button>
        </Stack>
      </PublicCard>
    )
  }
  return (
    <PublicCard title={title}>
      <Text mb={6} color="fg.muted">
        {intro} <Text as="strong" color="fg" overflowWrap="anywhere">{email}</Text>.
      </Text>
      <NewPasswordForm token={token} email={email} endpoint={endpoint} submitLabel={submitLabel} />
    </PublicCard>
  )
}
