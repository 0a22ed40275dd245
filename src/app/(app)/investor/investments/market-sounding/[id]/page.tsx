import { Card, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { latestAcceptance, soundableOpportunity } from '@/collections/compliance/MarketSoundingAcceptances/soundable-opportunity'
import { soundingInvitation } from '@/collections/compliance/MarketSoundingInvitations/invitations'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import { formatDateTime } from '@/lib/dates'
import { rowIdOf } from '@/lib/http'
import { portalFormLooks } from '@/features/investments/portal/portal-looks'
import { PostButtons } from '@/features/investments/portal/post-buttons'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Market sounding' }

/**
 * /investor/investments/market-sounding/{id} (spec 2.3, issue 13 §3, decision 031): the tenant's
 * market-sounding description about opportunity {id}, with accept and decline of equal prominence.
 * Accepting records the acceptance for the insider register (recordMarketSoundingAcceptance). A 404
 * while market_sounding_enabled is off, for an opportunity of another tenant or not live, and for an
 * investor staff did not invite (decision 040).
 */
export default async function MarketSoundingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardPage(`/investor/investments/market-sounding/${id}`, ['portal_investments', 'show'])
  if (!featuresOf(ctx.tenant).market_sounding_enabled) notFound()
  const title = term(terminologyOf(ctx.tenant), 'marketSoundingAcceptance')
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminologyOf(ctx.tenant)} />
  const opportunityId = rowIdOf(id)
  const opportunity = opportunityId === null ? null : await soundableOpportunity(ctx.payload, ctx.tenant.id, opportunityId)
  if (!opportunity) notFound()
  // Only investors staff invited see the sounding (decision 040).
  const invitation = await soundingInvitation(ctx.payload, ctx.tenant.id, ctx.user.id, opportunity.id)
  if (!invitation) notFound()
  const accepted = await latestAcceptance(ctx.payload, ctx.tenant.id, ctx.user.id, opportunity.id)
  const description = (ctx.tenant.marketSoundingDescription ?? '').trim()
  const { looks, styles } = portalFormLooks()
  const visible = (INVESTOR_VISIBLE_STAGES as number[]).includes(opportunity.stage)
  return (
    <>
      <PageHeader title={title} description={opportunity.title} back={{ href: '/investor/investments', label: 'Investment opportunities' }} />
      <Card.Root as="section" aria-label="Market sounding">
        <Card.Body>
          {styles}
          <Stack gap={5}>
            <Text whiteSpace="pre-line" data-testid="market-sounding-description">
              {description || 'We would like to share information about this opportunity that is not yet public. If you accept, you will become an insider: you must not deal in, or disclose, this information until it is made public.'}
            </Text>
            {accepted ? (
              <Stack gap={2}>
                <Text fontWeight="semibold" data-testid="market-sounding-accepted">
                  You accepted on {formatDateTime(accepted.acceptedAt)} (reference {accepted.reference}).
                </Text>
                {visible && (
                  <Link asChild colorPalette="brand">
                    <NextLink href={`/investor/investments/${encodeURIComponent(opportunity.slug)}`}>See the opportunity</NextLink>
                  </Link>
                )}
              </Stack>
            ) : (
              <Stack gap={2}>
                {invitation.declinedAt && (
                  <Text color="fg.muted" data-testid="market-sounding-declined">
                    You declined on {formatDateTime(invitation.declinedAt)}. You may still accept.
                  </Text>
                )}
                <PostButtons
                  label="Your answer"
                  path="/api/market-sounding-acceptances/respond"
                  // Neither answer more prominent than the other: the same look for both.
                  choices={[
                    { label: 'Accept', body: { opportunity: opportunity.id, decision: 'accept' } },
                    { label: 'Decline', body: { opportunity: opportunity.id, decision: 'decline' }, then: '/investor/investments' },
                  ]}
                  look={looks.secondary}
                  rowLook={looks.row}
                  alert={looks.alert}
                />
              </Stack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </>
  )
}
