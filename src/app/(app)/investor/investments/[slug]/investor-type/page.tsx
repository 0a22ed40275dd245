import { Badge, Card, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { portalHolders } from '@/collections/investments/money/portal-holders'
import { holderKey, PORTAL_HOLDER_KIND_LABEL } from '@/domain/investments/portal-investing'
import { isReserve, portalInvestingPage } from '@/features/investments/portal/portal-opportunity'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Who is investing' }

type TProps = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /investor/investments/{slug}/investor-type (spec 2.3, decision 031): who invests. Only the holders
 * the investor really has, read from the database: themselves, organisations they sign for
 * (director, authorised signatory), active investment method accounts they lead, and the tenant's
 * nominees while nominee_enabled is on. Each leads to the invest page with that holder.
 */
export default async function InvestorTypePage({ params, searchParams }: TProps) {
  const { slug } = await params
  const reserve = isReserve((await searchParams).reserve)
  const page = await portalInvestingPage(slug, `/investor/investments/${slug}/investor-type`)
  if (page.step) return <PortalStepRequired step={page.step} title="Who is investing" terminology={terminologyOf(page.ctx.tenant)} />
  const { ctx, opportunity } = page
  const holders = await portalHolders(ctx.payload, ctx.user, ctx.tenant)
  const action = reserve ? term(terminologyOf(ctx.tenant), 'reserveAllocation') : 'Invest'
  return (
    <>
      <PageHeader title="Who is investing?" description={`${action} in ${opportunity.title}: choose who will hold the investment.`} back={{ href: `/investor/investments/${encodeURIComponent(slug)}`, label: opportunity.title }} />
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap={4} listStyleType="none" p={0} aria-label="Who can invest">
        {holders.map((holder) => (
          <LinkBox as="li" key={holderKey(holder)}>
            <Card.Root h="full" _hover={{ borderColor: 'colorPalette.solid' }} colorPalette="brand">
              <Card.Body gap={2}>
                <Badge alignSelf="flex-start" variant="subtle">
                  {PORTAL_HOLDER_KIND_LABEL[holder.kind]}
                </Badge>
                <LinkOverlay asChild>
                  <NextLink href={`/investor/investments/${encodeURIComponent(slug)}/invest?holder=${holderKey(holder)}${reserve ? '&reserve=1' : ''}`}>
                    <Text as="span" fontWeight="semibold">
                      {holder.name}
                    </Text>
                  </NextLink>
                </LinkOverlay>
                {holder.detail && (
                  <Text textStyle="sm" color="fg.muted">
                    {holder.detail}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          </LinkBox>
        ))}
      </SimpleGrid>
    </>
  )
}
