import { Button, HStack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { LAYOUT } from './layout-styles'

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
    <HStack as="nav" aria-label="Pagination" {...LAYOUT.pagination.props}>
      {hrefs.previous ? (
        <Button asChild {...LAYOUT.paginationButton.props}>
          <NextLink href={hrefs.previous}>Previous</NextLink>
        </Button>
      ) : (
        <Button {...LAYOUT.paginationButton.props} disabled>
          Previous
        </Button>
      )}
      <Text {...LAYOUT.paginationText.props}>
        Page {page} of {totalPages}
      </Text>
      {hrefs.next ? (
        <Button asChild {...LAYOUT.paginationButton.props}>
          <NextLink href={hrefs.next}>Next</NextLink>
        </Button>
      ) : (
        <Button {...LAYOUT.paginationButton.props} disabled>
          Next
        </Button>
      )}
    </HStack>
  )
}
