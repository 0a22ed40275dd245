import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react'
import crypto from 'node:crypto'
import { notFound } from 'next/navigation'

import { investmentForPayment } from '@/collections/investments/money/payment-figures'
import { actsOnInvestment, portalHolderOf } from '@/collections/investments/money/portal-holders'
import { portalInstalmentPlans } from '@/collections/investments/money/portal-plans'
import { investmentTermsOf } from '@/collections/investments/money/terms-acceptance'
import { holderKey, parseHolderKey } from '@/domain/investments/portal-investing'
import { rowIdOf } from '@/lib/http'
import { InvestFigures } from '@/features/investments/portal/investor-invest-panel'
import { InvestForm } from '@/features/investments/portal/invest-form'
import { loadInvestFacts } from '@/features/investments/portal/invest-facts'
import { cardReturnOf, PayInstructionsCard } from '@/features/investments/portal/pay-instructions-card'
import { portalFormLooks } from '@/features/investments/portal/portal-looks'
import { isReserve, portalInvestingPage } from '@/features/investments/portal/portal-opportunity'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Invest' }

type TSearch = Record<string, string | string[] | undefined>
type TProps = { params: Promise<{ slug: string }>; searchParams: Promise<TSearch> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /investor/investments/{slug}/invest (spec 2.3, decision 031): with ?holder= (from the investor-type
 * step) the amount and tax relief, posted with an Idempotency-Key made for this page; with
 * ?investment=ID (after investing, or from the investor's lists) how to pay it (with the card provider's
 * `redirect_status` when it sends the investor back after the bank's check). A holder the investor
 * does not have, or an investment they do not act on, is a 404.
 */
export default async function InvestPage({ params, searchParams }: TProps) {
  const { slug } = await params
  const search = await searchParams
  const page = await portalInvestingPage(slug, `/investor/investments/${slug}/invest`)
  if (page.step) return <PortalStepRequired step={page.step} title="Invest" terminology={terminologyOf(page.ctx.tenant)} />
  const { ctx, opportunity } = page
  const back = { href: `/investor/investments/${encodeURIComponent(slug)}`, label: opportunity.title }

  const investmentId = rowIdOf(first(search.investment))
  if (first(search.investment) !== undefined) {
    if (investmentId === null) notFound()
    const investment = await investmentForPayment(ctx.payload, investmentId, ctx.tenant.id)
    if (!investment || investment.opportunityId !== opportunity.id || !(await actsOnInvestment(ctx.payload, ctx.user.id, ctx.tenant.id, investment.id))) notFound()
    // A plan whose latest instalment succeeded is taking the rest by itself (decision 016's running plan).
    const plan = (await portalInstalmentPlans(ctx.payload, ctx.user.id, ctx.tenant.id)).find((row) => row.investment === investment.id && row.latestState === 'succeeded') ?? null
    return (
      <>
        <PageHeader title={opportunity.title} description="Your investment" back={back} />
        <PayInstructionsCard ctx={ctx} investment={investment} plan={plan} cardReturn={cardReturnOf(first(search.redirect_status))} />
      </>
    )
  }

  const ref = parseHolderKey(first(search.holder))
  const holder = ref && (await portalHolderOf(ctx.payload, ctx.user, ctx.tenant, ref))
  if (!holder) notFound()
  const reserve = isReserve(search.reserve)
  const [facts, terms] = await Promise.all([loadInvestFacts(ctx, opportunity), investmentTermsOf(ctx.payload, ctx.tenant, opportunity.id)])
  const { looks, styles } = portalFormLooks()
  const action = reserve ? term(terminologyOf(ctx.tenant), 'reserveAllocation') : 'Invest'
  return (
    <>
      <PageHeader title={`${action}: ${opportunity.title}`} back={back} />
      <Stack gap={6}>
        <Card.Root>
          <Card.Body>
            <InvestFigures facts={facts} />
          </Card.Body>
        </Card.Root>
        {terms && (
          <Card.Root as="section" aria-labelledby="investment-terms-title">
            <Card.Body>
              <Heading as="h2" size="md" id="investment-terms-title" mb={3}>
                Investment terms
              </Heading>
              {/* The text the investor accepts (version {terms.version}): scrollable, reachable by keyboard. */}
              <Box id="investment-terms" tabIndex={0} role="region" aria-label="Investment terms text" maxH="20rem" overflowY="auto" whiteSpace="pre-wrap" borderWidth="1px" borderRadius="md" p={4} textStyle="sm">
                {terms.text}
              </Box>
              <Text textStyle="xs" color="fg.muted" mt={2}>
                Version {terms.version}
              </Text>
            </Card.Body>
          </Card.Root>
        )}
        <Card.Root as="section" aria-label={action}>
          <Card.Body>
            {styles}
            <InvestForm
              slug={opportunity.slug}
              opportunityId={opportunity.id}
              currency={facts.currency}
              minimum={facts.minimum}
              step={facts.step}
              left={facts.left}
              holder={holderKey(holder)}
              holderName={holder.name}
              reserve={reserve}
              taxOptions={facts.taxOptions}
              termsVersion={terms?.version ?? null}
              idempotencyKey={crypto.randomUUID()}
              submitLabel={reserve ? action : `Invest as ${holder.name}`}
              looks={looks}
            />
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  )
}
