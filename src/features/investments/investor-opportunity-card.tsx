import { Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'

import type { TOpportunityListRow } from './opportunity-queries'

export const investorOpportunityPath = (slug: string) => `/investor/investments/${encodeURIComponent(slug)}`

/** One opportunity in the investor's list; the whole card opens its page. */
export function InvestorOpportunityCard({ opportunity }: { opportunity: TOpportunityListRow }) {
  return (
    <LinkBox asChild>
      <Card.Root h="full" transition="box-shadow 0.15s" _hover={{ shadow: 'md' }} borderTopWidth="4px" borderTopColor="tenant.accent">
        <Card.Body gap={4}>
          <Heading as="h2" size="md">
            <LinkOverlay asChild>
              <NextLink href={investorOpportunityPath(opportunity.slug)}>{opportunity.title}</NextLink>
            </LinkOverlay>
          </Heading>
          <HStack justify="space-between" align="end" gap={4} flexWrap="wrap">
            <div>
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                Target
              </Text>
              <Text fontSize="lg" fontWeight="semibold">
                {formatMoney(opportunity.targetAmount, opportunity.currency)}
              </Text>
            </div>
            <Text fontSize="sm" color="fg.muted">
              Closes {formatDate(opportunity.closesAt)}
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  )
}
