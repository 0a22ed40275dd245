import { Badge, Card, EmptyState, Heading, Link, Stack, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'

import { portalInvestments } from '@/collections/investments/money/portal-actions'
import { portalInstalmentPlans } from '@/collections/investments/money/portal-plans'
import { MAX_INSTALMENTS } from '@/domain/payments/payments'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { profilePage } from '@/features/portal/server/profile-page'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { cardPayments } from '@/lib/payments/configured-provider'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Subscription' }

const PLAN_STATE: Record<string, { label: string; palette: string }> = {
  pending: { label: 'Waiting for the first payment', palette: 'orange' },
  succeeded: { label: 'Paying', palette: 'green' },
  failed: { label: 'Last payment failed', palette: 'red' },
  refunded: { label: 'Refunded', palette: 'gray' },
}

const payPath = (slug: string, investment: number) => `/investor/investments/${encodeURIComponent(slug)}/invest?investment=${investment}`

/**
 * spec 2.3 /investor/profile/subscription (issue 13 §8, decision 037): where the tenant sells
 * subscriptions (subscriptions_enabled: paying an investment by monthly card instalments, spec 7
 * /api/subscription-payment), the investor's plans — what they pay, how much is paid, the state —
 * and the investments they may still pay that way, each with its pay page. A 404 where it is off.
 */
export default async function ProfileSubscriptionPage() {
  const { ctx, step, features, terminology } = await profilePage('/investor/profile/subscription')
  if (!features.subscriptions_enabled) notFound()
  if (step) return <PortalStepRequired step={step} title="Subscription" terminology={terminology} />
  const [plans, due] = await Promise.all([portalInstalmentPlans(ctx.payload, ctx.user.id, ctx.tenant.id), portalInvestments(ctx.payload, ctx.user.id, ctx.tenant.id, ['awaiting_payment'])])
  const planned = new Set(plans.filter((plan) => plan.latestState !== 'refunded').map((plan) => plan.investment))
  const payable = due.filter((row) => BigInt(row.outstanding.split('.')[0]!) > 0n && !planned.has(row.id))
  const card = cardPayments()
  return (
    <>
      <PageHeader title="Subscription" description={`Pay an investment by card in 2 to ${MAX_INSTALMENTS} monthly instalments instead of all at once.`} back={{ href: '/investor/profile/view', label: 'Profile' }} />
      <Stack gap={8} maxW="4xl">
        <Stack gap={3}>
          <Heading as="h2" size="md">
            Your instalment plans
          </Heading>
          {plans.length === 0 ? (
            <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
              <EmptyState.Content>
                <EmptyState.Title>No instalment plans</EmptyState.Title>
                <EmptyState.Description>When you pay an investment in monthly instalments, its plan shows here.</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.Root size="sm" variant="outline" data-testid="subscription-plans">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Investment</Table.ColumnHeader>
                  <Table.ColumnHeader>Instalments</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Paid so far</Table.ColumnHeader>
                  <Table.ColumnHeader>Started</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {plans.map((plan) => (
                  <Table.Row key={plan.subscription}>
                    <Table.Cell>
                      <Link asChild colorPalette="brand">
                        <NextLink href={payPath(plan.opportunity.slug, plan.investment)}>{plan.opportunity.title}</NextLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      {plan.paidCount} of {plan.instalments ?? '?'} paid, from {formatMoney(Number(plan.firstAmount), plan.currency)}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(Number(plan.paidAmount), plan.currency)}</Table.Cell>
                    <Table.Cell>{formatDate(plan.startedAt)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={PLAN_STATE[plan.latestState]?.palette ?? 'gray'}>{PLAN_STATE[plan.latestState]?.label ?? plan.latestState}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
        <Card.Root>
          <Card.Body gap={3}>
            <Heading as="h2" size="md">
              Pay by instalments
            </Heading>
            {!card.available && <Text data-testid="subscription-card-unavailable">{card.message}</Text>}
            {payable.length === 0 ? (
              <Text color="fg.muted">You have no investments waiting for payment.</Text>
            ) : (
              <Stack as="ul" gap={2} ps={5} data-testid="subscription-payable">
                {payable.map((row) => (
                  <li key={row.id}>
                    <Link asChild colorPalette="brand">
                      <NextLink href={payPath(row.opportunity.slug, row.id)}>{row.opportunity.title}</NextLink>
                    </Link>{' '}
                    ({row.holderName}): {formatMoney(Number(row.outstanding), row.currency)} to pay
                  </li>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  )
}
