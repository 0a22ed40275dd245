import { EmptyState, SimpleGrid } from '@chakra-ui/react'

import { terminologyOf } from '@/tenancy/branding'
import { guardPage } from '@/auth/page-guard'
import { InvestorOpportunityCard } from '@/features/investments/investor-opportunity-card'
import { listOpportunities, parseListParams } from '@/features/investments/opportunity-queries'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepFor, startCoolingOff } from '@/collections/people/Users/portal-journey'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { PageHeader } from '@/ui/layout/page-header'
import { PagePagination } from '@/ui/layout/page-pagination'

export const metadata = { title: 'Investments' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageHref = (page: number) => (page > 1 ? `/investor/investments?page=${page}` : '/investor/investments')

export default async function InvestorInvestmentsPage({ searchParams }: TProps) {
  const ctx = await guardPage('/investor/investments', ['portal_investments', 'index'])
  // Asking to see offers starts the first-time investor's cooling-off period (decision 030).
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  if (step === 'cooling-off') await startCoolingOff(ctx.payload, ctx.user)
  if (step) return <PortalStepRequired step={step} title="Investment opportunities" terminology={terminologyOf(ctx.tenant)} />
  const { page } = parseListParams(await searchParams)
  // The collection's access rules already limit investors to these stages; naming them states the intent.
  const result = await listOpportunities(ctx, INVESTOR_VISIBLE_STAGES, { page, sort: 'closesAt' })
  return (
    <>
      <PageHeader title="Investment opportunities" />
      {result.docs.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
          <EmptyState.Content>
            <EmptyState.Title>There are no open opportunities right now.</EmptyState.Title>
            <EmptyState.Description>Please check back soon.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={5}>
            {result.docs.map((opportunity) => (
              <InvestorOpportunityCard key={opportunity.id} opportunity={opportunity} />
            ))}
          </SimpleGrid>
          <PagePagination
            page={result.page ?? page}
            totalPages={result.totalPages}
            hrefs={{
              previous: result.hasPrevPage ? pageHref((result.page ?? page) - 1) : null,
              next: result.hasNextPage ? pageHref((result.page ?? page) + 1) : null,
            }}
          />
        </>
      )}
    </>
  )
}
