import { Card, Container, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardAdminRoute } from '@/auth/page-guard'
import { toPublicBranding } from '@/tenancy/branding'
import { settingsCards } from '@/navigation/admin-navigation'

export const metadata = { title: 'Settings' }

/** spec 2.2: the settings landing; a card shows only if the role may open its first item. */
export default async function SettingsPage() {
  const { tenant, user } = await guardAdminRoute('/admin/settings')
  const branding = toPublicBranding(tenant)
  const cards = settingsCards({ role: user.role_id, features: branding.features, terminology: branding.terminology })
  return (
    <Container maxW="5xl" py={8}>
      <Heading as="h1" size="2xl" mb={6}>
        Settings
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
        {cards.map((card) => (
          <LinkBox as={Card.Root} key={card.key} data-settings-card={card.key} _hover={{ borderColor: 'tenant.accent' }}>
            <Card.Body>
              <LinkOverlay asChild>
                <NextLink href={card.path}>
                  <Text fontWeight="semibold">{card.label}</Text>
                </NextLink>
              </LinkOverlay>
            </Card.Body>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Container>
  )
}
