import { Card, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type TProps = Omit<Card.RootProps, 'title'> & { title: string; children: ReactNode }

/** A titled card of a detail screen (h2 under the page's h1); Card.Root props place it in a grid. */
export function SectionCard({ title, children, ...rootProps }: TProps) {
  return (
    <Card.Root {...rootProps}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}
