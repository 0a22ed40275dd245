'use client'

import { Box, Button, CloseButton, Dialog, Portal, SimpleGrid, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export type TIconTileOption<TValue extends string> = {
  value: TValue
  label: string
  icon: ReactNode
  /** A line under the label. */
  description?: string
  disabled?: boolean
}

type TProps<TValue extends string> = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  options: readonly TIconTileOption<TValue>[]
  onChoose: (value: TValue) => void
  /** Close once a tile is chosen (default); turn off when the caller keeps it open (e.g. while saving). */
  closeOnChoose?: boolean
}

/** spec 2.4: a choice made by clicking one of a few large icon tiles; each tile is a real button. */
export function IconTileChoiceModal<TValue extends string>({
  open,
  onOpenChange,
  title,
  description,
  options,
  onChoose,
  closeOnChoose = true,
}: TProps<TValue>) {
  const choose = (value: TValue) => {
    onChoose(value)
    if (closeOnChoose) onOpenChange(false)
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="lg" placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="icon-tile-choice-modal">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && (
                <Dialog.Description mb={4} color="fg.muted">
                  {description}
                </Dialog.Description>
              )}
              <SimpleGrid as="ul" listStyleType="none" minChildWidth="9rem" gap={3}>
                {options.map((option) => (
                  <Box as="li" key={option.value}>
                    <Button
                      variant="outline"
                      colorPalette="navy"
                      w="full"
                      h="full"
                      minH="8.5rem"
                      py={4}
                      px={3}
                      flexDirection="column"
                      gap={2}
                      whiteSpace="normal"
                      textAlign="center"
                      disabled={option.disabled}
                      onClick={() => choose(option.value)}
                      data-value={option.value}
                    >
                      <Box aria-hidden fontSize="2xl" color="tenant.primary">
                        {option.icon}
                      </Box>
                      <Text as="span" fontWeight="semibold" color="fg">
                        {option.label}
                      </Text>
                      {option.description && (
                        <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
                          {option.description}
                        </Text>
                      )}
                    </Button>
                  </Box>
                ))}
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
