import { Button, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { getRequestContext } from '@/auth/request-context'
import { invitationLink, LINK_REFUSAL } from '@/collections/people/Invitations/accept'
import { InvitationRegisterForm } from '@/features/contacts/invitation-register-form'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Accept your invitation' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const TITLES = { accepted: 'Invitation already used', revoked: 'Invitation withdrawn', expired: 'Invitation expired', unknown: 'Invitation not valid' } as const

/**
 * The invitation link (issue 11 §6, decision 021): registration into this host's tenant with the
 * invited email fixed. A used, revoked, expired or unknown link (another tenant's included) gets a
 * page saying so and what to do; nothing of the invitation is shown then.
 */
export default async function InvitationRegisterPage({ searchParams }: TProps) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : ''
  const { payload, tenant } = await getRequestContext()
  const link = await invitationLink(payload, tenant.id, token)
  if (link.state !== 'valid' || !link.email) {
    const state = link.state === 'valid' ? 'unknown' : link.state
    return (
      <PublicCard title={TITLES[state]}>
        <Stack gap={4} data-testid={`invitation-${state}`}>
          <Text>{LINK_REFUSAL[state]}</Text>
          <Button asChild colorPalette="brand">
            <NextLink href="/login">Go to sign in</NextLink>
          </Button>
        </Stack>
      </PublicCard>
    )
  }
  return (
    <PublicCard title={`Join ${tenant.name}`}>
      <Text mb={6} color="fg.muted">
        {link.invitedBy ? `${link.invitedBy} invited you` : 'You are invited'} to open an investor account with {tenant.name}. Choose your name and password to finish.
      </Text>
      <InvitationRegisterForm token={token} email={link.email} name={link.name ?? ''} surname={link.surname ?? ''} />
    </PublicCard>
  )
}
