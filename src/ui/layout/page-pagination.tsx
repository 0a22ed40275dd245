import { Button, HStack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

type TProps = {
  page: number
  totalPages: number
  /** The address of a page, keeping the rest of the query (sort, filters). */
  hrefs: { previous: string | null; next: string | null }
}

/** Server-side pagination as plain links, so it works before (and without) JavaScript. */
export function PagePagination({ page, totalPages, hrefs }: TProps) {
  if (totalPages <= 1) return null
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" mt={4} gap={3}>
      {hrefs.previous ? (
        <Button asChild size="sm" variant="outline">
          <NextLink href={hrefs.previous}>Previous</NextLink>
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled>
          Previous
        </Button>
      )}
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {totalPages}
      </Text>
      {hrefs.next ? (
        <Button asChild size="sm" variant="outline">
          <NextLink href={hrefs.next}>Next</NextLink>
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled>
          Next
        </Button>
      )}
    </HStack>
  )
}
