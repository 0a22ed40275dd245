import { Box, Button, Field, HStack, Input, Link, List, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { isSearchable, normalisedSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type TSearchKind } from '@/domain/search/search-text'
import type { TSearchAnswer } from '@/lib/search/search-answer'
import { SectionCard } from '@/ui/layout/section-card'

type TProps = { action: string; text: string; answer: TSearchAnswer; labels: Record<TSearchKind, string> }

/** The staff search's results page (issue 11 §11): the header box's answer without JavaScript, and an address to link to. */
export function SearchResults({ action, text, answer, labels }: TProps) {
  return (
    <>
      <Box asChild mb={6}>
        <form role="search" aria-label="Search the records" method="get" action={action}>
          <HStack align="end" gap={3} flexWrap="wrap">
            <Field.Root maxW={{ md: 'md' }}>
              <Field.Label>Name, email, company or title</Field.Label>
              <Input name="q" defaultValue={text} type="search" size="sm" bg="bg" maxLength={SEARCH_MAX_LENGTH} />
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="brand">
              Search
            </Button>
          </HStack>
        </form>
      </Box>
      {!isSearchable(normalisedSearch(text)) ? (
        <Text color="fg.muted">Type at least {SEARCH_MIN_LENGTH} letters or digits of a name, an email, a company or a title.</Text>
      ) : answer.groups.length === 0 ? (
        <Text color="fg.muted" data-testid="search-no-results">
          No records you may open match “{text}”.
        </Text>
      ) : (
        answer.groups.map((group) => (
          <SectionCard key={group.kind} title={labels[group.kind]} mb={4} data-testid={`search-group-${group.kind}`}>
            <List.Root variant="plain" gap={2}>
              {group.results.map((result) => (
                <List.Item key={result.id} display="block">
                  <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium" overflowWrap="anywhere">
                    <NextLink href={result.href}>{result.title}</NextLink>
                  </Link>
                  {result.detail && (
                    <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                      {result.detail}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
          </SectionCard>
        ))
      )}
    </>
  )
}
