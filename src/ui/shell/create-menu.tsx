'use client'

import { Box, Button, Menu, Portal } from '@chakra-ui/react'
import NextLink from 'next/link'

import type { TNavLink } from '@/navigation/admin-navigation'

import { ChevronDownIcon, PlusIcon } from './icons'

/** spec 2.2: the create actions the role may perform (createActions()); the caller hides it when empty. */
export function CreateMenu({ actions }: { actions: TNavLink[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          bg="white"
          color="tenant.primary"
          _hover={{ bg: 'whiteAlpha.900' }}
          _expanded={{ bg: 'whiteAlpha.900' }}
          focusRingColor="white"
          aria-label="Create"
          px={{ base: 2, sm: 3 }}
          data-testid="create-menu"
        >
          <PlusIcon boxSize="4" />
          <Box as="span" hideBelow="sm">
            Create
          </Box>
          <ChevronDownIcon boxSize="4" hideBelow="sm" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {actions.map((action) => (
              <Menu.Item key={action.key} value={action.key} asChild>
                <NextLink href={action.path} data-create-key={action.key}>
                  {action.label}
                </NextLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
