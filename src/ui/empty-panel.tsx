import { EmptyState, VStack } from '@chakra-ui/react'

/** A bordered, centred empty state: what is missing, and what will fill it. `data-*` props go on the root (tests find it by them). */
export function EmptyPanel({ title, description, ...data }: { title: string; description: string } & Record<`data-${string}`, string>) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" {...data}>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
