import { HStack, Link, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

/** Previous / "Page n of m" / Next under a server-rendered table; `href` makes a page's address. Nothing for a single page. */
export function PageLinks({ label, page, pages, href }: { label: string; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null
  return (
    <HStack as="nav" aria-label={label} gap={3} mt={4}>
      {page > 1 && (
        <Link asChild>
          <NextLink href={href(page - 1)}>Previous</NextLink>
        </Link>
      )}
      <Text>
        Page {page} of {pages}
      </Text>
      {page < pages && (
        <Link asChild>
          <NextLink href={href(page + 1)}>Next</NextLink>
        </Link>
      )}
    </HStack>
  )
}
