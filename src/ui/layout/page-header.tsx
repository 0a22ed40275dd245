import { Box, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

import { LAYOUT } from './layout-styles'

type TProps = {
  title: ReactNode
  description?: ReactNode
  /** A link back to the parent screen, shown above the title. */
  back?: { href: string; label: string }
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode
}

/** The heading block every slice screen starts with. */
export function PageHeader({ title, description, back, actions }: TProps) {
  return (
    <Box {...LAYOUT.header.props}>
      {back && (
        <Link asChild {...LAYOUT.headerBack.props}>
          <NextLink href={back.href}>← {back.label}</NextLink>
        </Link>
      )}
      <Flex {...LAYOUT.headerRow.props}>
        <Box {...LAYOUT.headerTitleBox.props}>
          <Heading as="h1" {...LAYOUT.headerTitle.props}>
            {title}
          </Heading>
          {description && (
            <Text {...LAYOUT.headerDescription.props}>
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <HStack {...LAYOUT.headerActions.props}>
            {actions}
          </HStack>
        )}
      </Flex>
    </Box>
  )
}
