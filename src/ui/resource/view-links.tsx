import { Button, HStack } from '@chakra-ui/react'
import NextLink from 'next/link'

import { LIST_SCREEN } from './list-screen-styles'

/** The views of one screen (a list and its drafts, a list and its board) as links, the current one marked. */
export function ViewLinks({ label, views }: { label: string; views: readonly { href: string; label: string; current: boolean }[] }) {
  return (
    <HStack as="nav" aria-label={label} {...LIST_SCREEN.views.props}>
      {views.map((view) => (
        <Button key={view.href} asChild size="sm" variant={view.current ? 'solid' : 'outline'} colorPalette="brand">
          <NextLink href={view.href} aria-current={view.current ? 'page' : undefined}>
            {view.label}
          </NextLink>
        </Button>
      ))}
    </HStack>
  )
}
