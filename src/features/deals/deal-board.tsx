'use client'

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
/** A column: its stage and how many deals the stage holds (the board shows the first few). */
export type TBoardStage = { id: string; name: string; total: number }
/** Chakra's classes for the board's parts, computed on the server (deal-board-styles.tsx). */
export type TBoardClasses = Record<
  'board' | 'column' | 'columnOver' | 'columnHeader' | 'columnTitle' | 'count' | 'cards' | 'cardRoot' | 'cardBody' | 'movable' | 'dragging' | 'name' | 'detail' | 'amount' | 'more',
  string
>
type TProps = { stages: readonly TBoardStage[]; deals: readonly TBoardDeal[]; canMove: boolean; classes: TBoardClasses; listHref: string }

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ')

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

function DealCard({ deal, canMove, classes }: { deal: TBoardDeal; canMove: boolean; classes: TBoardClasses }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: deal.id, disabled: !canMove })
  return (
    <div
      ref={setNodeRef}
      className={cx(classes.cardRoot, canMove && classes.movable, isDragging && classes.dragging)}
      style={{ transform: CSS.Translate.toString(transform) }}
      {...(canMove ? { ...attributes, ...listeners, 'aria-roledescription': 'movable deal' } : {})}
      data-deal-card={deal.id}
    >
      <div className={classes.cardBody}>
        <NextLink className={classes.name} href={`/admin/investments/deals/${deal.id}/key-information`} onPointerDown={(event) => event.stopPropagation()}>
          {deal.name}
        </NextLink>
        {deal.company && <p className={classes.detail}>{deal.company}</p>}
        {deal.amount && <p className={classes.amount}>{deal.amount}</p>}
      </div>
    </div>
  )
}

function StageColumn({ stage, deals, canMove, classes, listHref }: { stage: TBoardStage; deals: TBoardDeal[]; canMove: boolean; classes: TBoardClasses; listHref: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage.id })
  const hidden = stage.total - deals.length
  return (
    <section ref={setNodeRef} aria-label={`${stage.name}: ${stage.total} deals`} data-stage-column={stage.id} className={cx(classes.column, isOver && classes.columnOver)}>
      <div className={classes.columnHeader}>
        <h2 className={classes.columnTitle}>{stage.name}</h2>
        <span className={classes.count}>{stage.total}</span>
      </div>
      <div className={classes.cards}>
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} canMove={canMove} classes={classes} />
        ))}
      </div>
      {hidden > 0 && (
        <NextLink className={classes.more} href={listHref}>
          {`${hidden} more in the list`}
        </NextLink>
      )}
    </section>
  )
}

export function DealBoard({ stages: initialStages, deals: initial, canMove, classes, listHref }: TProps) {
  const router = useRouter()
  const [deals, setDeals] = useState(initial)
  const [stages, setStages] = useState(initialStages)
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
    const move = (from: string, into: string) => {
      setDeals((current) => current.map((candidate) => (candidate.id === deal.id ? { ...candidate, stage: into } : candidate)))
      setStages((current) => current.map((stage) => ({ ...stage, total: stage.total + (stage.id === into ? 1 : stage.id === from ? -1 : 0) })))
    }
    move(deal.stage, to)
    try {
      await apiFetch(`/api/deals/${deal.id}?depth=0`, { method: 'PATCH', body: { stage: to } })
      router.refresh()
    } catch (failure) {
      // The server refused: the card goes back, and its reason shows.
      move(to, deal.stage)
      setError(applySubmitError(failure, () => false))
    }
  }

  return (
    <>
      <FormAlert status="error" message={error} />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <div className={classes.board} role="group" aria-label="Deal board">
          {stages.map((stage) => (
            <StageColumn key={stage.id} stage={stage} deals={deals.filter((deal) => deal.stage === stage.id)} canMove={canMove} classes={classes} listHref={listHref} />
          ))}
        </div>
      </DndContext>
    </>
  )
}
