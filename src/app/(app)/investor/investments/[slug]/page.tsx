import { Card, Heading, SimpleGrid } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { OpportunityFacts } from '@/features/investments/opportunity-facts'
import { findOpportunityBySlug } from '@/features/investments/opportunity-queries'
import { OpportunitySummary } from '@/features/investments/opportunity-summary'
import { INVESTOR_VISIBLE_STAGES } from '@/features/investments/stages'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Investment opportunity' }

export default async function InvestorInvestmentPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const ctx = await guardPage(`/investor/investments/${slug}`, ['portal_investments', 'show'])
  const opportunity = await findOpportunityBySlug(ctx, slug, INVESTOR_VISIBLE_STAGES)
  if (!opportunity) notFound()
  return (
    <>
      <PageHeader title={opportunity.title} back={{ href: '/investor/investments', label: 'Investment opportunities' }} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6} alignItems="start">
        <Card.Root gridColumn={{ lg: 'span 2' }}>
          <Card.Header>
            <Heading as="h2" size="md">
              About this opportunity
            </Heading>
          </Card.Header>
          <Card.Body>
            <OpportunitySummary summary={opportunity.summary} />
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Key facts
            </Heading>
          </Card.Header>
          <Card.Body>
            {/* Investors see only one stage, so the stage says nothing to them. */}
            <OpportunityFacts opportunity={{ ...opportunity, stage: undefined }} />
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </>
  )
}
