import { Box } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { terminologyOf } from '@/tenancy/branding'
import { guardPage } from '@/auth/page-guard'
import { InvestorOpportunityDetail } from '@/features/investments/investor-opportunity-detail'
import { findOpportunityBySlug } from '@/features/investments/opportunity-queries'
import { loadInvestFacts } from '@/features/investments/portal/invest-facts'
import { InvestorInvestPanel } from '@/features/investments/portal/investor-invest-panel'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepFor, startCoolingOff } from '@/collections/people/Users/portal-journey'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { DocumentsPanel } from '@/ui/records/documents'

export const metadata = { title: 'Investment opportunity' }

export default async function InvestorInvestmentPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const ctx = await guardPage(`/investor/investments/${slug}`, ['portal_investments', 'show'])
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  if (step === 'cooling-off') await startCoolingOff(ctx.payload, ctx.user)
  if (step) return <PortalStepRequired step={step} title="Investment opportunity" terminology={terminologyOf(ctx.tenant)} />
  const opportunity = await findOpportunityBySlug(ctx, slug, INVESTOR_VISIBLE_STAGES)
  if (!opportunity) notFound()
  const facts = await loadInvestFacts(ctx, opportunity)
  return (
    <>
      <InvestorOpportunityDetail ctx={ctx} opportunity={opportunity} back={{ href: '/investor/investments', label: 'Investment opportunities' }} />
      {/* Raised against target, time left, Invest and Reserve An Allocation, interest, the investor's own investments (issue 13 §3). */}
      <InvestorInvestPanel ctx={ctx} opportunity={opportunity} facts={facts} />
      {/* Its public documents (issue 9 §3), each downloaded through the access-checked /api/documents/{id}/download; nothing when there are none to show. */}
      <Box mt={6}>
        <DocumentsPanel ctx={ctx} target={{ collection: 'investment-opportunities', id: opportunity.id }} />
      </Box>
    </>
  )
}
