import { Badge, Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { portalHolders, type TPortalHolder } from '@/collections/investments/money/portal-holders'
import { holderKey, PORTAL_HOLDER_KIND_LABEL } from '@/domain/investments/portal-investing'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { methodProfilePath, organisationProfilePath } from '@/features/portal/profile-links'
import { profilePage } from '@/features/portal/server/profile-page'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Who you invest as' }

/** Each holder's standing, in the investor's words, and the page that shows it. */
function holderFacts(holder: TPortalHolder): { status: string; palette: string; page: { href: string; label: string } | null } {
  switch (holder.kind) {
    case 'investor':
      return { status: 'Your own account', palette: 'green', page: { href: '/investor/profile/details', label: 'Your details' } }
    case 'organisation':
      return { status: holder.detail ? `You are its ${holder.detail.toLowerCase()}` : 'You sign for it', palette: 'green', page: { href: organisationProfilePath(holder.id), label: 'Organisation details' } }
    case 'method_entity':
      return { status: 'Active account you lead', palette: 'green', page: { href: methodProfilePath(holder.id), label: 'Account details' } }
    case 'nominee':
      return { status: 'Available to you', palette: 'blue', page: null }
  }
}

/**
 * spec 2.3 /investor/profile/investor-type (issue 13 §8, decision 037): who the investor can invest
 * as — the same holders the invest flow's investor-type step offers (decision 031, portalHolders):
 * themselves, organisations they sign for, active investment method accounts they lead, the tenant's
 * nominees while nominee_enabled is on — each with its standing and a link to its page.
 */
export default async function ProfileInvestorTypePage() {
  const { ctx, step, terminology } = await profilePage('/investor/profile/investor-type')
  if (step) return <PortalStepRequired step={step} title="Who you invest as" terminology={terminology} />
  const holders = await portalHolders(ctx.payload, ctx.user, ctx.tenant)
  return (
    <>
      <PageHeader title="Who you invest as" description="When you invest you choose who holds the investment. These are the holders open to you." back={{ href: '/investor/profile/view', label: 'Profile' }} />
      <Stack gap={4} maxW="4xl">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={4} listStyleType="none" p={0} aria-label="Who you can invest as" data-testid="profile-holders">
          {holders.map((holder) => {
            const facts = holderFacts(holder)
            return (
              <Card.Root as="li" key={holderKey(holder)} data-holder={holderKey(holder)}>
                <Card.Body gap={2}>
                  <Text textStyle="sm" color="fg.muted">
                    {PORTAL_HOLDER_KIND_LABEL[holder.kind]}
                  </Text>
                  <Text fontWeight="semibold">{holder.name}</Text>
                  {holder.detail && holder.kind !== 'organisation' && (
                    <Text textStyle="sm" color="fg.muted">
                      {holder.detail}
                    </Text>
                  )}
                  <Badge alignSelf="flex-start" colorPalette={facts.palette}>
                    {facts.status}
                  </Badge>
                  {facts.page && (
                    <Link asChild colorPalette="brand" alignSelf="flex-start">
                      <NextLink href={facts.page.href}>{facts.page.label}</NextLink>
                    </Link>
                  )}
                </Card.Body>
              </Card.Root>
            )
          })}
        </SimpleGrid>
        <Text textStyle="sm" color="fg.muted">
          An organisation appears here when you are one of its directors or authorised signatories; an investment method account when you lead it and it is active.
        </Text>
      </Stack>
    </>
  )
}
