import { Box, Card, Center, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { getRequestContext } from '@/auth/request-context'
import { toPublicBranding } from '@/tenancy/branding'

/** The frame of login, register, password and maintenance pages: the tenant's name on its primary colour. */
export async function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const { tenant } = await getRequestContext()
  const branding = toPublicBranding(tenant)
  return (
    <Center minH="100dvh" bg="tenant.primary" px={4} py={10}>
      <Card.Root w="full" maxW="md">
        <Card.Header>
          {branding.logoUrl ? (
            <img src={branding.logoUrl} alt={branding.name} style={{ maxHeight: 48 }} />
          ) : (
            <Text fontWeight="bold" color="tenant.primary" data-testid="tenant-name">
              {branding.name}
            </Text>
          )}
          <Heading as="h1" size="xl" mt={2}>
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Box>{children}</Box>
        </Card.Body>
      </Card.Root>
    </Center>
  )
}
