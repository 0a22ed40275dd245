import { Container, Heading, Link, List, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { featuresOf } from '@/tenancy/branding'
import { childAdminRoutes, findAdminRoute } from '@/navigation/admin-routes'

/**
 * Every spec 2.1 admin route whose screen is not built yet: guarded exactly like a real page,
 * then a frame with the screen's title. Unknown addresses and switched-off features are 404s.
 */
export default async function AdminRoutePlaceholder({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const pathname = `/admin/${path.map(encodeURIComponent).join('/')}`
  const ctx = await guardAdminRoute(pathname)
  const route = findAdminRoute(pathname)!
  const features = featuresOf(ctx.tenant)
  const children = childAdminRoutes(pathname).filter(
    (child) => (!child.resource || can(ctx.user.role_id, child.resource, child.action)) && (!child.feature || features[child.feature]),
  )
  return (
    <Container maxW="5xl" py={8}>
      <title>{route.title}</title>
      <Heading as="h1" size="2xl" mb={3}>
        {route.title}
      </Heading>
      <Text color="fg.muted" data-testid="placeholder-screen">
        This screen is on its way. Its data and actions arrive in a coming release.
      </Text>
      {children.length > 0 && (
        <List.Root as="ul" mt={6} gap={2} aria-label="In this section">
          {children.map((child) => (
            <List.Item key={child.pattern}>
              <Link asChild colorPalette="brand" color="colorPalette.fg">
                <NextLink href={child.pattern}>{child.title}</NextLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Container>
  )
}
