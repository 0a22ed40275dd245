import { Button, Card, Heading, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardPage } from '@/auth/page-guard'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Overview' }

export default async function InvestorOverviewPage() {
  const { user } = await guardPage('/investor', ['investor_portal', 'show'])
  return (
    <>
      <PageHeader title={`Welcome, ${user.name}`} description="Your investor portal." />
      <Card.Root maxW="xl">
        <Card.Body gap={3}>
          <Heading as="h2" size="md">
            Investment opportunities
          </Heading>
          <Text color="fg.muted">Browse the opportunities currently open to you.</Text>
        </Card.Body>
        <Card.Footer>
          <Button asChild colorPalette="brand">
            <NextLink href="/investor/investments">View investments</NextLink>
          </Button>
        </Card.Footer>
      </Card.Root>
    </>
  )
}
