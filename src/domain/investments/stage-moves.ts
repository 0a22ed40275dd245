import { OPPORTUNITY_STAGE, STAGE_LABEL, type TOpportunityStage } from './stages'

// issue 9 §5 and docs/decisions/010: how an opportunity moves between the stages of spec 4 (which
// says "Rules for moving between stages: not shown"). A move is an action with a name, never a
// free edit of the number: POST /api/investment-opportunities/{id}/stage { to } applies one.

const { draft, liveExternal, liveInternal, closed, completed, matured } = OPPORTUNITY_STAGE

export type TStageMove = {
  from: TOpportunityStage
  to: TOpportunityStage
  /** The button's text. */
  label: string
  /** What happens, for the confirmation dialog. */
  consequence: string
}

/** Every allowed move; any (from, to) pair not listed is refused. */
export const STAGE_MOVES: readonly TStageMove[] = [
  { from: draft, to: liveExternal, label: 'Publish externally', consequence: 'Investors will see it in the portal and can invest.' },
  { from: draft, to: liveInternal, label: 'Publish internally', consequence: 'Staff will see it as live; investors will not see it yet.' },
  { from: liveInternal, to: liveExternal, label: 'Publish externally', consequence: 'Investors will see it in the portal and can invest.' },
  { from: liveExternal, to: liveInternal, label: 'Make internal', consequence: 'Investors will no longer see it in the portal.' },
  { from: liveExternal, to: closed, label: 'Close', consequence: 'It stops taking investments and leaves the investor portal. A closed opportunity cannot reopen.' },
  { from: liveInternal, to: closed, label: 'Close', consequence: 'It stops taking investments. A closed opportunity cannot reopen.' },
  { from: closed, to: completed, label: 'Complete', consequence: 'It moves to the existing opportunities.' },
  { from: completed, to: matured, label: 'Mature', consequence: 'It is marked as matured; this is the last stage.' },
  { from: liveExternal, to: draft, label: 'Back to draft', consequence: 'It leaves the live list (and the investor portal) and becomes an editable draft again.' },
  { from: liveInternal, to: draft, label: 'Back to draft', consequence: 'It leaves the live list and becomes an editable draft again.' },
]

/** The moves out of `from`, in the order of STAGE_MOVES (forward first). */
export const allowedMoves = (from: number): TStageMove[] => STAGE_MOVES.filter((move) => move.from === from)

export const stageMove = (from: number, to: number): TStageMove | undefined => STAGE_MOVES.find((move) => move.from === from && move.to === to)

export const isAllowedMove = (from: number, to: number): boolean => stageMove(from, to) !== undefined

/** A move back to draft is only allowed while nobody has invested (the money would sit in a draft). */
export const moveNeedsNoInvestments = (move: Pick<TStageMove, 'to'>): boolean => move.to === draft

/** The stages where an opportunity is open for business: entering one needs the publishing requirements. */
export const PUBLISHED_STAGES: readonly TOpportunityStage[] = [liveExternal, liveInternal]

/** A new opportunity starts as a draft or straight away live (internal or external); never closed or later. */
export const CREATABLE_STAGES: readonly TOpportunityStage[] = [draft, liveExternal, liveInternal]

/** Plain delete (spec 6 `delete`) reaches only drafts and open live opportunities; the rest needs `delete_unsafe`. */
export const SAFELY_DELETABLE_STAGES: readonly TOpportunityStage[] = [draft, liveExternal, liveInternal]

const stageName = (stage: number) => (stage in STAGE_LABEL ? STAGE_LABEL[stage as TOpportunityStage] : `stage ${stage}`)

/** Why (from → to) is refused, naming what is possible instead. */
export function refusedMoveMessage(from: number, to: number): string {
  if (from === to) return `The opportunity is already ${stageName(from)}.`
  const options = allowedMoves(from).map((move) => `${move.label} (${stageName(move.to)})`)
  const instead = options.length ? ` From ${stageName(from)} it can: ${options.join(', ')}.` : ` ${stageName(from)} is the last stage.`
  return `An opportunity cannot move from ${stageName(from)} to ${stageName(to)}.${instead}`
}

export type TPublishable = {
  title?: string | null
  slug?: string | null
  targetAmount?: number | null
  currency?: string | null
  closesAt?: string | null
}

const startOfUtcDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())

/**
 * What an opportunity lacks before it may be live (stage 2 or 3), per field; empty when ready.
 * Closing dates are calendar days stored as UTC midnight (src/lib/dates.ts): today still counts.
 */
export function publishingProblems(opportunity: TPublishable, now: Date = new Date()): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!opportunity.title?.trim()) problems.title = 'Enter a title before publishing'
  if (!opportunity.slug) problems.slug = 'Enter a slug before publishing'
  if (!Number.isSafeInteger(opportunity.targetAmount) || (opportunity.targetAmount as number) <= 0) problems.targetAmount = 'Set a target amount above zero before publishing'
  if (!opportunity.currency || !/^[A-Z]{3}$/.test(opportunity.currency)) problems.currency = 'Set the currency before publishing'
  const closes = opportunity.closesAt ? new Date(opportunity.closesAt).getTime() : Number.NaN
  if (Number.isNaN(closes)) problems.closesAt = 'Set a closing date before publishing'
  else if (closes < startOfUtcDay(now)) problems.closesAt = 'The closing date has passed: set a closing date from today on before publishing'
  return problems
}
