'use client'

import { Badge, Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react'
import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

// spec 2.1 deals as a board (issue 9 §4): a column per stage of one pipeline; a card moves by drag
// and drop or by keyboard (space to pick up, ←/→ to another stage, space to drop, escape to cancel).
// The move is a PATCH of the deal's stage: the server checks it and the trail records it.

export type TBoardDeal = { id: number; name: string; company: string; amount: string; stage: string }
type TProps = { stages: readonly { id: string; name: string }[]; deals: readonly TBoardDeal[]; canMove: boolean }

/** ←/→ jump to the centre of the neighbouring column, so a keyboard move is one key press per stage. */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context: { active, droppableRects, droppableContainers, collisionRect } }) => {
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right) return undefined
  if (!active || !collisionRect) return undefined
  event.preventDefault()
  const columns = droppableContainers
    .getEnabled()
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is NonNullable<typeof rect> => !!rect)
    .sort((a, b) => a.left - b.left)
  const centre = collisionRect.left + collisionRect.width / 2
  const target =
    event.code === KeyboardCode.Right ? columns.find((rect) => rect.left > centre) : [...columns].reverse().find((rect) => rect.left + rect.width < centre)
  if (!target) return undefined
  return { x: target.left + target.width / 2 - collisionRect.width / 2, y: target.top + 48 }
}

function DealCard({ deal, canMove }: { deal: TBoardDeal; canMove: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: deal.id, disabled: !canMove })
  return (
    <Card.Root
      ref={setNodeRef}
      size="sm"
      style={{ transform: CSS.Translate.toString(transform) }}
      zIndex={isDragging ? 'docked' : undefined}
      shadow={isDragging ? 'lg' : 'xs'}
      cursor={canMove ? 'grab' : undefined}
      {...(canMove ? { ...attributes, ...listeners, 'aria-roledescription': 'movable deal' } : {})}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      colorPalette="brand"
      data-deal-card={deal.id}
    >
      <Card.Body gap={1}>
        <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg" onPointerDown={(event) => event.stopPropagation()}>
          <NextLink href={`/admin/investments/deals/${deal.id}/key-information`}>{deal.name}</NextLink>
        </Link>
        {deal.company && (
          <Text fontSize="sm" color="fg.muted">
            {deal.company}
          </Text>
        )}
        {deal.amount && <Text fontSize="sm">{deal.amount}</Text>}
      </Card.Body>
    </Card.Root>
  )
}

function StageColumn({ stage, deals, canMove }: { stage: { id: string; name: string }; deals: TBoardDeal[]; canMove: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.id })
  return (
    <Box
      ref={setNodeRef}
      as="section"
      aria-label={`${stage.name}: ${deals.length} deals`}
      data-stage-column={stage.id}
      minW="64"
      w="64"
      flexShrink={0}
      bg={isOver ? 'brand.subtle' : 'bg.muted'}
      rounded="md"
      p={3}
    >
      <HStack justify="space-between" mb={3}>
        <Heading as="h2" size="sm">
          {stage.name}
        </Heading>
        <Badge variant="subtle">{deals.length}</Badge>
      </HStack>
      <Stack gap={2} minH="24">
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} canMove={canMove} />
        ))}
      </Stack>
    </Box>
  )
}

export function DealBoard({ stages, deals: initial, canMove }: TProps) {
  const router = useRouter()
  const [deals, setDeals] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }))
  const stageName = (id: unknown) => stages.find((stage) => stage.id === id)?.name ?? 'no stage'
  const dealName = (id: unknown) => deals.find((deal) => deal.id === id)?.name ?? 'the deal'
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${dealName(active.id)}. Use the left and right arrows to choose a stage, space to drop it there, escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${dealName(active.id)} is over ${stageName(over.id)}.` : `${dealName(active.id)} is over no stage.`),
    onDragEnd: ({ active, over }) => (over ? `${dealName(active.id)} moved to ${stageName(over.id)}.` : `${dealName(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${dealName(active.id)} was cancelled.`,
  }

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    const deal = deals.find((candidate) => candidate.id === active.id)
    if (!deal || !over || over.id === deal.stage) return
    const to = String(over.id)
    setError(null)
    setDeals((current) => current.map((candidate) => (candidate.id === deal.id ? { ...candidate, stage: to } : candidate)))
    try {
      await apiFetch(`/api/deals/${deal.id}?depth=0`, { method: 'PATCH', body: { stage: to } })
      router.refresh()
    } catch (failure) {
      // The server refused: the card goes back, and its reason shows.
      setDeals((current) => current.map((candidate) => (candidate.id === deal.id ? { ...candidate, stage: deal.stage } : candidate)))
      setError(applySubmitError(failure, () => false))
    }
  }

  return (
    <>
      <FormAlert status="error" message={error} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <HStack align="stretch" gap={4} overflowX="auto" pb={4} role="group" aria-label="Deal board">
          {stages.map((stage) => (
            <StageColumn key={stage.id} stage={stage} deals={deals.filter((deal) => deal.stage === stage.id)} canMove={canMove} />
          ))}
        </HStack>
      </DndContext>
    </>
  )
}
