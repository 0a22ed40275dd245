import { Container, Heading, Text } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { guardOpportunityTab } from '@/features/investments/opportunity-tab-guard'
import { featuresOf } from '@/tenancy/branding'
import { findAdminRoute } from '@/navigation/admin-routes'

/**
 * Every spec 2.1 admin route whose screen is not built yet: guarded exactly like a real page,
 * then a frame with the screen's title. Unknown addresses and switched-off features are 404s.
 */
export default async function AdminRoutePlaceholder({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const pathname = `/admin/${path.map(encodeURIComponent).join('/')}`
  const route = findAdminRoute(pathname)
  if (!route) notFound()
  const ctx = await guardPage(pathname, ['admin_area', 'show'], ...(route.resource ? [[route.resource, route.action] as const] : []))
  if (route.feature && !featuresOf(ctx.tenant)[route.feature]) notFound()
  await guardOpportunityTab(ctx, pathname)
  return (
    <Container maxW="5xl" py={8}>
      <title>{route.title}</title>
      <Heading as="h1" size="2xl" mb={3}>
        {route.title}
      </Heading>
      <Text color="fg.muted" data-testid="placeholder-screen">
        This screen is on its way. Its data and actions arrive in a coming release.
      </Text>
    </Container>
  )
}
