import { Box, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

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
    <Box mb={6}>
      {back && (
        <Link asChild fontSize="sm" color="fg.muted" mb={2}>
          <NextLink href={back.href}>← {back.label}</NextLink>
        </Link>
      )}
      <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="space-between" gap={4}>
        <Box minW={0}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" mt={1}>
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <HStack gap={3} flexShrink={0} flexWrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Box>
  )
}
