import { Badge, Card, Container, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardAdminRoute } from '@/auth/page-guard'
import { adminNavigation } from '@/navigation/admin-navigation'
import { toPublicBranding } from '@/tenancy/branding'

export const metadata = { title: 'Reports' }

const DESCRIPTION: Record<string, string> = {
  kpis: 'KPI values of the companies, by period.',
  'kpi-portfolio': 'The portfolio’s KPIs side by side.',
  updates: 'News for investors: drafts, and updates published to holders or to everyone.',
  wip: 'Work in progress: the status of work under way.',
}

/** How many rows of a collection this user may read (0 when the collection refuses them). */
async function countAs(ctx: Awaited<ReturnType<typeof guardAdminRoute>>, collection: 'update-reports' | 'wip-reports', where?: Record<string, unknown>) {
  return ctx.payload
    .count({ collection, where: where as never, overrideAccess: false, user: ctx.user })
    .then(({ totalDocs }) => totalDocs)
    .catch(() => null)
}

/**
 * spec 2.1 /admin/reports, 2.2 "Report sub-areas: KPIs, KPI portfolio, update reports, WIP reports":
 * a card per sub-area the role may open (the navigation's own rule), with what is in it.
 */
export default async function ReportsPage() {
  const ctx = await guardAdminRoute('/admin/reports')
  const branding = toPublicBranding(ctx.tenant)
  const section = adminNavigation({ role: ctx.user.role_id, features: branding.features, terminology: branding.terminology }).find((entry) => entry.key === 'reports')
  const cards = section?.children ?? []
  const shows = (key: string) => cards.some((card) => card.key === key)
  const [drafts, live, wip] = await Promise.all([
    shows('updates') ? countAs(ctx, 'update-reports', { status: { equals: 'draft' } }) : null,
    shows('updates') ? countAs(ctx, 'update-reports', { status: { equals: 'live' } }) : null,
    shows('wip') ? countAs(ctx, 'wip-reports') : null,
  ])
  const counts: Record<string, string[]> = {
    updates: [drafts === null ? '' : `${drafts} draft${drafts === 1 ? '' : 's'}`, live === null ? '' : `${live} live`].filter(Boolean),
    wip: wip === null ? [] : [`${wip} report${wip === 1 ? '' : 's'}`],
  }
  return (
    <Container maxW="5xl" py={8}>
      <Heading as="h1" size="2xl" mb={6}>
        {section?.label ?? 'Reports'}
      </Heading>
      {cards.length === 0 ? (
        <Text color="fg.muted">Your role has no reports to open.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {cards.map((card) => (
            <LinkBox as={Card.Root} key={card.key} data-report-card={card.key} _hover={{ borderColor: 'tenant.accent' }}>
              <Card.Body gap={2}>
                <LinkOverlay asChild>
                  <NextLink href={card.path}>
                    <Text fontWeight="semibold">{card.label}</Text>
                  </NextLink>
                </LinkOverlay>
                <Text color="fg.muted" fontSize="sm">
                  {DESCRIPTION[card.key] ?? ''}
                </Text>
                {(counts[card.key] ?? []).length > 0 && (
                  <HStack gap={2}>
                    {counts[card.key]!.map((count) => (
                      <Badge key={count} variant="subtle">
                        {count}
                      </Badge>
                    ))}
                  </HStack>
                )}
              </Card.Body>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    </Container>
  )
}
