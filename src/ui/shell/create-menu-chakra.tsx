'use client'

import { Button, Menu, Portal } from '@chakra-ui/react'
import NextLink from 'next/link'
import type { ReactNode } from 'react'

import type { TNavLink } from '@/navigation/admin-navigation'

import { CREATE_TRIGGER_PROPS } from './create-menu-trigger'

/** Chakra's menu of create actions (create-menu-island.tsx loads it, open, on first use). */
export default function CreateMenuChakra({ actions, content }: { actions: TNavLink[]; content: ReactNode }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <Button {...CREATE_TRIGGER_PROPS} aria-label="Create" data-testid="create-menu">
          {content}
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
