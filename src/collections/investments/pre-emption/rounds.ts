import type { Payload, PayloadRequest } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { mayAllotCompanyRoundTo, mayOnRoundSubject, type TPreEmptionAction, type TPreEmptionSubjectRef } from '@/access/pre-emption-access'
import { notify } from '@/collections/people/Notifications/notify'
import { recordActivity } from '@/collections/records/Activities/record-activity'
import { isCashCallHolderKind } from '@/domain/investments/cash-calls'
import {
  deadlineDay,
  deadlinePassed,
  PRE_EMPTION_CODE_LABEL,
  PRE_EMPTION_HOLDER_KIND_LABEL,
  settleResponse,
  type TOpenRoundInput,
  type TPreEmptionCode,
  type TPreEmptionHolderKind,
  type TPreEmptionResponder,
  type TPreEmptionSubjectKind,
  type TResponseChoice,
} from '@/domain/investments/pre-emption'
import { AppError, invalid } from '@/lib/app-error'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { isoUtc } from '@/lib/sql'
import { queryInTransaction, sql } from '@/lib/transaction'
import { INVESTOR_ACTIONS_PATH, INVESTOR_PATHS } from '@/navigation/investor-navigation'

import { holderNameForNotice } from '../money/cash-call-notices'
import { lineRecipients } from '../money/cash-calls'
import { HOLDER_KIND_COLUMN, HOLDER_OR_FIRM_ID } from '../money/holder-sql'
import { lockOpportunity } from '../money/ledger'
import { fundsEnabledFor } from '../money/money-access'
import { recordInvestment } from '../money/record-investment'
import { recordSubjectInvestment, type TInvestmentHolderColumns } from '../money/record-subject-investment'
import { PRE_EMPTION_HOLDER_RANK, RESPONSE_HOLDER_COLUMNS, responseHolderJoins, responseHolderName, SUBJECT_COLUMN, type TResponseHolderColumns, type TRoundSummary } from './figures'

// The write side of pre-emption rounds (issue 10 §8, docs/decisions/015). Every function runs
// inside the caller's transaction (idempotentMoneyWrite) on its connection: the checks and the
// writes of one request stand or fall together. Figures are PostgreSQL's (whole shares, minor units).

const shares = (value: bigint | string) => {
  const count = BigInt(value)
  return `${count.toLocaleString('en-GB')} ${count === 1n ? 'share' : 'shares'}`
}
const money = (minor: string | number, currency: string) => formatMoney(Number(minor), currency)

/**
 * Who hears of a holder's round and its allotment, and how a notice names the holder (null: the
 * reader's own): the people a cash-call line of that holder reaches (decision 014, lineRecipients) —
 * the investor; an organisation's directors and authorised signatories; an account's lead; nobody
 * for a nominee (no portal user: staff deal with it) — and nobody for a fund or the firm (the staff's own).
 */
export type THolderAudience = { recipients: number[]; holderName: string | null }

/** THolderAudience of a holder, read in the caller's transaction (queries for organisations and accounts only). */
async function holderAudience(req: PayloadRequest, tenantId: number, holderKind: TPreEmptionHolderKind, holderId: number): Promise<THolderAudience> {
  if (!isCashCallHolderKind(holderKind)) return { recipients: [], holderName: null }
  const ref = { kind: holderKind, id: holderId }
  const recipients = await lineRecipients(req, ref, tenantId)
  return { recipients, holderName: recipients.length > 0 ? await holderNameForNotice(req, ref) : null }
}

/** A holder given a response: (kind, id) — the id in that kind's own table, the tenant's id for the firm — with who hears of it. */
export type THolderNotice = { holderKind: TPreEmptionHolderKind; holderId: number; holding: string; entitlement: string; audience: THolderAudience }

export type TOpenedRound = {
  round: {
    id: number
    subjectKind: TPreEmptionSubjectKind
    opportunity: number | null
    company: number | null
    status: 'open'
    deadline: string
    sharePrice: string
    sharesOffered: string
    amountOffered: string
    currency: string
    sharesHeld: string
  }
  /** Every holder given a response (code 5, awaiting), with their holding and entitlement. */
  holders: THolderNotice[]
  title: string
}

/** A round's subject as the write side names it. */
export type TRoundSubject = { kind: TPreEmptionSubjectKind; id: number }

/** The record whose activity trail a round's events go to. */
const trailOf = (subject: { kind: TPreEmptionSubjectKind; id: number }) => ({ collection: subject.kind === 'company' ? ('companies' as const) : ('investment-opportunities' as const), id: subject.id })

/**
 * A subject's holdings as a statement (a CTE of the open): per holder (kind, and its id in that
 * kind's table; the tenant's id for the firm) the sum of its share movements on the subject,
 * reversals included, holders with none left out. Every kind of holder the ledger has counts, so the
 * pro-rata base is all holders' shares: an opportunity's investors, organisations, investment-method
 * accounts and nominees; a company's funds, the firm and investors (decision 015; the cap tables of
 * decisions 012 and 014 sum the same).
 */
const holdingsStatement = (subject: TRoundSubject, tenantId: number) =>
  sql`SELECT e.holder_kind::text AS holder_kind, ${sql.raw(HOLDER_OR_FIRM_ID('e'))} AS holder_id, SUM(e.shares_delta) AS shares
        FROM ledger_entries e
       WHERE e.${sql.raw(SUBJECT_COLUMN[subject.kind])} = ${subject.id}::int AND e.tenant_id = ${tenantId}::int
       GROUP BY 1, 2 HAVING SUM(e.shares_delta) > 0`

/** A response's holder columns (each kind's own; the firm's row names none), as the open's INSERT lists them. */
const RESPONSE_HOLDER_COLUMN_LIST = Object.entries(HOLDER_KIND_COLUMN).flatMap(([kind, column]) => (column ? [{ kind, column }] : []))

/** Locks the round's subject row (investments and company investments lock it too) and reads what a round needs of it. */
async function lockRoundSubject(req: PayloadRequest, subject: TRoundSubject, tenantId: number): Promise<{ id: number; title: string; currency: string; stage: number | null } | null> {
  if (subject.kind === 'opportunity') {
    const opportunity = await lockOpportunity(req, subject.id, tenantId)
    return opportunity ? { id: opportunity.id, title: opportunity.title, currency: opportunity.currency, stage: opportunity.stage } : null
  }
  const [company] = await queryInTransaction<{ id: number; name: string; currency: string }>(req, sql`SELECT id, name, currency FROM companies WHERE id = ${subject.id}::int AND tenant_id = ${tenantId}::int FOR UPDATE`)
  return company ? { id: company.id, title: company.name, currency: company.currency, stage: null } : null
}

const subjectRef = (kind: TPreEmptionSubjectKind, stage: number | null): TPreEmptionSubjectRef => (kind === 'company' ? { kind: 'company' } : { kind: 'opportunity', stage })

/**
 * Opens a round on an existing opportunity or a company: locks the subject's row (investments queue
 * behind it), refuses a second open round, then in one statement (one snapshot of the ledger) inserts
 * the round with the shares all holders hold as its pro-rata base and one awaiting response per
 * holder with `entitlement = floor(holding × offered / base)`, computed by PostgreSQL. The
 * entitlements therefore never add up to more than the shares offered. Every holder on the ledger
 * takes part: an opportunity's investors, organisations, investment-method accounts and nominees; a
 * company's funds, the firm and any investors holding it (decision 015).
 */
export async function openRound(req: PayloadRequest, user: TTenantUser, tenantId: number, input: TOpenRoundInput & { sharesOffered: bigint }): Promise<TOpenedRound> {
  const kind: TPreEmptionSubjectKind = input.company !== undefined ? 'company' : 'opportunity'
  const subject = await lockRoundSubject(req, { kind, id: (input.company ?? input.opportunity)! }, tenantId)
  // Its stage as of now, under the lock: a move since the caller's check is judged here.
  if (!subject || !mayOnRoundSubject(user.role_id, subjectRef(kind, subject.stage), 'open')) throw new AppError('conflict', `This ${kind} has changed meanwhile: reload it to see what it can take.`)
  const [open] = await queryInTransaction<{ deadline: string }>(
    req,
    sql`SELECT ${sql.raw(isoUtc('deadline'))} AS deadline FROM pre_emption_rounds WHERE ${sql.raw(SUBJECT_COLUMN[kind])} = ${subject.id}::int AND tenant_id = ${tenantId}::int AND status = 'open'`,
  )
  if (open) {
    const message = `A pre-emption round is already open on ${subject.title} (deadline ${formatDate(open.deadline)}): close it before opening another.`
    throw new AppError('conflict', message)
  }
  const deadline = deadlineDay(input.deadline)
  const rows = await queryInTransaction<{ round_id: number; shares_held: string; holder_kind: TPreEmptionHolderKind; holder_id: number; holding: string; entitlement: string }>(
    req,
    sql`WITH holdings AS (${holdingsStatement({ kind, id: subject.id }, tenantId)}),
             base AS (SELECT SUM(shares) AS total FROM holdings),
             round AS (
               INSERT INTO pre_emption_rounds (subject_kind, opportunity_id, company_id, status, deadline, share_price, shares_offered, amount_offered, currency, shares_held, note, opened_by, tenant_id, created_at, updated_at)
               SELECT ${kind}::enum_pre_emption_rounds_subject_kind, ${kind === 'opportunity' ? subject.id : null}::int, ${kind === 'company' ? subject.id : null}::int, 'open'::enum_pre_emption_rounds_status, ${deadline}::timestamptz,
                      ${input.sharePrice}::numeric, ${String(input.sharesOffered)}::numeric, ${input.amountOffered}::numeric, ${subject.currency}::varchar, base.total,
                      ${input.note ?? null}::varchar, ${user.id}::numeric, ${tenantId}::int, now(), now()
                 FROM base WHERE base.total > 0
               RETURNING id, shares_held),
             inserted AS (
               INSERT INTO pre_emption_responses AS x (round_id, holder_kind, ${sql.raw(RESPONSE_HOLDER_COLUMN_LIST.map(({ column }) => column).join(', '))}, holding, entitlement, code, shares, tenant_id, created_at, updated_at)
               SELECT round.id, holdings.holder_kind::enum_pre_emption_responses_holder_kind,
                      ${sql.raw(RESPONSE_HOLDER_COLUMN_LIST.map(({ kind: holderKind }) => `CASE WHEN holdings.holder_kind = '${holderKind}' THEN holdings.holder_id END`).join(', '))},
                      holdings.shares, div(holdings.shares * ${String(input.sharesOffered)}::numeric, round.shares_held), 5, 0, ${tenantId}::int, now(), now()
                 FROM holdings CROSS JOIN round
               RETURNING x.round_id, x.holder_kind::text AS holder_kind, ${sql.raw(HOLDER_OR_FIRM_ID('x'))} AS holder_id, x.holding, x.entitlement)
        SELECT inserted.round_id, round.shares_held::text AS shares_held, inserted.holder_kind, inserted.holder_id, inserted.holding::text AS holding, inserted.entitlement::text AS entitlement
          FROM inserted CROSS JOIN round
         ORDER BY ${sql.raw(PRE_EMPTION_HOLDER_RANK('inserted.holder_kind'))}, inserted.holder_id`,
  )
  const first = rows[0]
  if (!first) throw new AppError('conflict', `${subject.title} has no holders: a pre-emption round is offered to those who hold its shares.`, { [kind]: [`Nobody holds shares in this ${kind} yet`] })
  const round: TOpenedRound['round'] = {
    id: first.round_id,
    subjectKind: kind,
    opportunity: kind === 'opportunity' ? subject.id : null,
    company: kind === 'company' ? subject.id : null,
    status: 'open',
    deadline,
    sharePrice: String(input.sharePrice),
    sharesOffered: String(input.sharesOffered),
    amountOffered: String(input.amountOffered),
    currency: subject.currency,
    sharesHeld: first.shares_held,
  }
  await recordActivity(req.payload, req, {
    target: trailOf({ kind, id: subject.id }),
    tenant: tenantId,
    action: 'pre-emption-opened',
    targetLabel: subject.title,
    changes: {
      offered: { from: null, to: `${shares(round.sharesOffered)} at ${money(round.sharePrice, round.currency)} (${money(round.amountOffered, round.currency)})` },
      deadline: { from: null, to: deadline },
      holders: { from: null, to: rows.length },
    },
  })
  const holders: THolderNotice[] = []
  for (const row of rows) {
    const holderId = Number(row.holder_id)
    holders.push({ holderKind: row.holder_kind, holderId, holding: row.holding, entitlement: row.entitlement, audience: await holderAudience(req, tenantId, row.holder_kind, holderId) })
  }
  return { round, title: subject.title, holders }
}

/**
 * The notification about a holder's right when a round opens (notify(), after the round is
 * committed): to the investor about their own, to an organisation's signatories or an account's lead
 * naming the holder.
 */
export function roundOpenedNotice(opened: Pick<TOpenedRound, 'round' | 'title'>, holder: Pick<THolderNotice, 'entitlement' | 'audience'>): string {
  const { round } = opened
  const entitled = BigInt(holder.entitlement)
  const whose = holder.audience.holderName
  const offer =
    entitled > 0n
      ? `${whose ? 'it' : 'you'} may take up ${shares(entitled)} at ${money(round.sharePrice, round.currency)} a share (${money((entitled * BigInt(round.sharePrice)).toString(), round.currency)}) to keep ${whose ? 'its' : 'your'} share of it`
      : `new shares are offered at ${money(round.sharePrice, round.currency)} a share`
  return `A pre-emption round is open in **${opened.title.slice(0, 200)}**${whose ? ` (${whose.slice(0, 200)}’s holding)` : ''}: ${offer}. Respond by ${formatDate(round.deadline)}.`
}

/**
 * Tells the people of every holder of a newly opened round (THolderAudience: an investor, an
 * organisation's signatories, an account's lead; nobody for a nominee, a fund or the firm), after it
 * is committed; a notice that fails is logged, the round stands.
 */
export async function notifyRoundOpened(payload: Payload, opened: TOpenedRound): Promise<void> {
  for (const holder of opened.holders) {
    for (const userId of holder.audience.recipients) {
      try {
        await notify(payload, userId, { message: roundOpenedNotice(opened, holder), icon: 'investment', cta: INVESTOR_ACTIONS_PATH })
      } catch (error) {
        payload.logger.error({ err: error, holder: `${holder.holderKind}-${holder.holderId}`, user: userId, round: opened.round.id }, 'pre-emption: a holder could not be notified of the round')
      }
    }
  }
}

/** A round as the write side reads it under its lock: the summary's columns and the subject's stage and title. */
export type TLockedRound = Pick<TRoundSummary, 'id' | 'subjectKind' | 'opportunity' | 'company' | 'deadline' | 'sharePrice' | 'sharesOffered' | 'currency' | 'closedAt'> & {
  tenant: number
  status: 'open' | 'closed'
  /** The opportunity's stage; null for a company. */
  stage: number | null
  title: string
}

/** Locks a round of the tenant (FOR UPDATE: a response and a close queue on it) and reads its subject (an opportunity's stage, or a company). */
export async function lockRound(req: PayloadRequest, roundId: number, tenantId: number): Promise<TLockedRound | null> {
  const [row] = await queryInTransaction<{
    id: number
    tenant_id: number
    status: 'open' | 'closed'
    subject_kind: TPreEmptionSubjectKind
    opportunity_id: number | null
    company_id: number | null
    stage: number | null
    title: string
    deadline: string
    share_price: string
    shares_offered: string
    currency: string
    closed_at: string | null
  }>(
    req,
    sql`SELECT r.id, r.tenant_id, r.status::text AS status, r.subject_kind::text AS subject_kind, r.opportunity_id, r.company_id, o.stage::int AS stage, COALESCE(o.title, c.name) AS title,
               ${sql.raw(isoUtc('r.deadline'))} AS deadline, r.share_price::text AS share_price, r.shares_offered::text AS shares_offered, r.currency, ${sql.raw(isoUtc('r.closed_at'))} AS closed_at
          FROM pre_emption_rounds r LEFT JOIN investment_opportunities o ON o.id = r.opportunity_id LEFT JOIN companies c ON c.id = r.company_id
         WHERE r.id = ${roundId}::int AND r.tenant_id = ${tenantId}::int
         FOR UPDATE OF r`,
  )
  if (!row) return null
  return {
    id: row.id,
    tenant: row.tenant_id,
    status: row.status,
    subjectKind: row.subject_kind,
    opportunity: row.opportunity_id,
    company: row.company_id,
    stage: row.stage,
    title: row.title,
    deadline: row.deadline,
    sharePrice: row.share_price,
    sharesOffered: row.shares_offered,
    currency: row.currency,
    closedAt: row.closed_at,
  }
}

/** A round's subject as the rights see it. */
export const roundSubjectRef = (round: Pick<TLockedRound, 'subjectKind' | 'stage'>): TPreEmptionSubjectRef => subjectRef(round.subjectKind, round.stage)

/** A staff member's right on a locked round: not found unless they may see its subject's rounds; 403 unless they may `action`. */
export function requireRoundRight(role: number, round: TLockedRound | null, action: TPreEmptionAction): TLockedRound {
  if (!round || !mayOnRoundSubject(role, roundSubjectRef(round), 'view')) throw new AppError('not_found')
  if (!mayOnRoundSubject(role, roundSubjectRef(round), action)) throw new AppError('forbidden', `Your role may not change the pre-emption rounds of this ${round.subjectKind}.`)
  return round
}

/** Locks a round and checks the staff member's right on it, a company's round only while the tenant's funds area is on (404 otherwise). */
export async function lockRoundForStaff(req: PayloadRequest, user: TTenantUser, roundId: number, tenantId: number, action: TPreEmptionAction): Promise<TLockedRound> {
  const round = requireRoundRight(user.role_id, await lockRound(req, roundId, tenantId), action)
  if (round.subjectKind === 'company' && !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
  return round
}

export type TRecordedResponse = {
  response: {
    id: number
    holderKind: TPreEmptionHolderKind
    holder: number
    holderName: string
    holding: string
    entitlement: string
    code: TPreEmptionCode
    codeLabel: string
    shares: string
    amount: string
    note: string | null
    respondedAt: string
    respondedVia: TPreEmptionResponder
  }
}

/** The subject of a locked round (its opportunity or its company). */
const roundTrailSubject = (round: TLockedRound) => ({ kind: round.subjectKind, id: (round.subjectKind === 'company' ? round.company : round.opportunity)! })

const closedRefusal = (round: TLockedRound) => new AppError('conflict', `This round was closed on ${formatDate(round.closedAt)}: its responses are read-only.`)

/**
 * Records a holder's response on a locked round: the one server function for staff (on the
 * holder's behalf, any kind) and, with the portal, the investor (`responder.kind` 'investor': for
 * themselves, or an organisation or account the caller has checked they act for). Refused, with
 * nothing written: a closed round (409), after the deadline for an investor (409; staff may still
 * record a late answer until they close the round), a holder without a response in the round (422 on
 * holder: another tenant's holder has none), a code or shares against spec 4's rules (422 on the
 * field, settleResponse). The answer, shares × price included, is PostgreSQL's.
 */
export async function recordResponse(
  req: PayloadRequest,
  round: TLockedRound,
  input: { holder: number; holderKind?: TPreEmptionHolderKind; choice: TResponseChoice; responder: { kind: TPreEmptionResponder; userId: number } },
): Promise<TRecordedResponse> {
  if (round.status === 'closed') throw closedRefusal(round)
  if (input.responder.kind === 'investor' && deadlinePassed(round.deadline)) throw new AppError('conflict', `The deadline of ${formatDate(round.deadline)} has passed: responses are no longer taken.`)
  const holderKind = input.holderKind ?? 'investor'
  // The holder's response in this round (the round is the tenant's: another tenant's holder has none), locked.
  const [row] = await queryInTransaction<TResponseHolderColumns & { id: number; code: number; shares: string; entitlement: string; holding: string }>(
    req,
    sql`SELECT r.id, r.code::int AS code, r.shares::text AS shares, r.entitlement::text AS entitlement, r.holding::text AS holding, r.holder_kind::text AS holder_kind, ${sql.raw(RESPONSE_HOLDER_COLUMNS)}
          FROM pre_emption_responses r ${sql.raw(responseHolderJoins('r'))}
         WHERE r.round_id = ${round.id} AND r.holder_kind::text = ${holderKind}::text AND ${sql.raw(HOLDER_OR_FIRM_ID('r'))} = ${input.holder}::int
         FOR UPDATE OF r`,
  )
  if (!row) {
    const what = holderKind === 'investor' ? 'person' : holderKind === 'tenant' ? 'holder' : PRE_EMPTION_HOLDER_KIND_LABEL[holderKind].toLowerCase()
    const message = `This ${what} is not a holder in this round.`
    throw invalid({ holder: [message] }, message)
  }
  const settled = settleResponse(input.choice, BigInt(row.entitlement), BigInt(round.sharesOffered))
  if (!settled.ok) throw invalid({ [settled.field]: [settled.message] }, settled.message)
  const code = input.choice.code
  const [updated] = (await queryInTransaction<{ shares: string; amount: string; responded_at: string }>(
    req,
    sql`UPDATE pre_emption_responses r
           SET code = ${code}::numeric, shares = ${String(settled.shares)}::numeric, responded_at = clock_timestamp(), responded_by = ${input.responder.userId}::numeric,
               responded_via = ${input.responder.kind}::enum_pre_emption_responses_responded_via, note = ${input.choice.note ?? null}::varchar, updated_at = now()
          FROM pre_emption_rounds ro
         WHERE r.id = ${row.id} AND ro.id = r.round_id
        RETURNING r.shares::text AS shares, (r.shares * ro.share_price)::text AS amount, ${sql.raw(isoUtc('r.responded_at'))} AS responded_at`,
  )) as [{ shares: string; amount: string; responded_at: string }]
  const holderName = responseHolderName(row)
  await recordActivity(req.payload, req, {
    target: trailOf(roundTrailSubject(round)),
    tenant: round.tenant,
    action: 'pre-emption-response',
    targetLabel: round.title,
    changes: {
      holder: { from: null, to: holderName },
      response: { from: PRE_EMPTION_CODE_LABEL[row.code as TPreEmptionCode] ?? String(row.code), to: PRE_EMPTION_CODE_LABEL[code] },
      shares: { from: BigInt(row.shares).toLocaleString('en-GB'), to: BigInt(updated.shares).toLocaleString('en-GB') },
    },
  })
  return {
    response: {
      id: row.id,
      holderKind,
      holder: input.holder,
      holderName,
      holding: row.holding,
      entitlement: row.entitlement,
      code,
      codeLabel: PRE_EMPTION_CODE_LABEL[code],
      shares: updated.shares,
      amount: updated.amount,
      note: input.choice.note ?? null,
      respondedAt: updated.responded_at,
      respondedVia: input.responder.kind,
    },
  }
}

export type TClosedRound = { round: { id: number; status: 'closed'; closedAt: string }; sharesTaken: string; amountTaken: string; awaiting: number }

/**
 * Closes a locked round, once: responses are read-only from then on (the endpoints refuse them and
 * a trigger refuses any UPDATE of a closed round or its responses). Before the deadline only with
 * `confirmEarly` (409 otherwise, naming the deadline). Responses still awaiting stay awaiting: no
 * answer came.
 */
export async function closeRound(req: PayloadRequest, round: TLockedRound, user: TTenantUser, confirmEarly: boolean): Promise<TClosedRound> {
  if (round.status === 'closed') throw new AppError('conflict', `This round was already closed on ${formatDate(round.closedAt)}.`)
  const early = !deadlinePassed(round.deadline)
  if (early && !confirmEarly) {
    const message = `The deadline is ${formatDate(round.deadline)}: closing now ends the round early, and no more responses can be recorded. Confirm to close it anyway.`
    throw new AppError('conflict', message, { confirmEarly: [message] })
  }
  const [closed] = (await queryInTransaction<{ closed_at: string; shares_taken: string; amount_taken: string; awaiting: number }>(
    req,
    sql`WITH closed AS (
          UPDATE pre_emption_rounds SET status = 'closed', closed_at = clock_timestamp(), closed_by = ${user.id}::numeric, updated_at = now()
           WHERE id = ${round.id} RETURNING closed_at, share_price)
        SELECT ${sql.raw(isoUtc('closed.closed_at'))} AS closed_at, COALESCE(SUM(r.shares), 0)::text AS shares_taken,
               (COALESCE(SUM(r.shares), 0) * closed.share_price)::text AS amount_taken, (count(*) FILTER (WHERE r.code = 5))::int AS awaiting
          FROM closed LEFT JOIN pre_emption_responses r ON r.round_id = ${round.id}
         GROUP BY closed.closed_at, closed.share_price`,
  )) as [{ closed_at: string; shares_taken: string; amount_taken: string; awaiting: number }]
  await recordActivity(req.payload, req, {
    target: trailOf(roundTrailSubject(round)),
    tenant: round.tenant,
    action: 'pre-emption-closed',
    targetLabel: round.title,
    changes: {
      'taken up': { from: null, to: `${shares(closed.shares_taken)} of ${shares(round.sharesOffered)} (${money(closed.amount_taken, round.currency)})` },
      awaiting: { from: null, to: closed.awaiting },
      ...(early ? { 'closed early': { from: null, to: `before the deadline of ${formatDate(round.deadline)}` } } : {}),
    },
  })
  return { round: { id: round.id, status: 'closed', closedAt: closed.closed_at }, sharesTaken: closed.shares_taken, amountTaken: closed.amount_taken, awaiting: closed.awaiting }
}

export type TAllottedInvestment = {
  id: number
  /** Whose: the holder's kind and its id in that kind's table (the tenant's id for the firm): an opportunity's investors, organisations, accounts and nominees; a company's funds, the firm and investors. */
  holderKind: TPreEmptionHolderKind
  holder: number
  response: number
  shares: string
  amount: string
  status: 'awaiting_payment' | 'paid'
  paymentReference: string
}

export type TAllottedRound = {
  round: { id: number; allottedAt: string }
  subjectKind: TPreEmptionSubjectKind
  investments: TAllottedInvestment[]
  /** Who hears of each investment, by response id (not part of the answer). */
  audiences: Map<number, THolderAudience>
  sharesAllotted: string
  amountAllotted: string
  title: string
  currency: string
}

/** A company investment's holder for a response of a company's round: a fund, the firm or an investor (the holders a company has, decision 014). */
function companyHolder(kind: TPreEmptionHolderKind, id: number): TInvestmentHolderColumns {
  if (kind === 'fund') return { holderKind: 'fund', holderFund: Number(id) }
  if (kind === 'tenant') return { holderKind: 'tenant' }
  if (kind === 'investor') return { holderKind: 'investor', holder: Number(id) }
  throw new AppError('conflict', 'A company is held by funds, the firm and investors: reload the round.')
}

/** A whole number of minor units or shares PostgreSQL computed, as the number the investment's fields take (exact below 2^53, refused above). */
function exactNumber(value: string, what: string): number {
  const number = Number(value)
  if (!Number.isSafeInteger(number)) throw new AppError('conflict', `${what} of ${value} is too large to record as one investment.`)
  return number
}

/**
 * Allots the shares taken up in a closed round: each response with shares (maintain, increase,
 * decrease) becomes an investment of its holder, of those shares at the round's price (the amount is
 * PostgreSQL's product), with its ledger entries, so the cap table and the holder's figures follow.
 * - An opportunity's round (decision 025): the holder's investment in the opportunity — an
 *   investor's, an organisation's, an investment-method account's or a nominee's (recordInvestment
 *   writes each kind's column) —, `subsequent` (beyond the original target), awaiting payment, with
 *   its `investment` entry.
 * - A company's round (decision 015 "Subjects: companies"): a company investment of each holder —
 *   a fund, the firm itself or an investor — `subsequent`, recorded paid as decision 014 records a
 *   company's share purchase (`investment` and `payment_received` entries on the day), so the
 *   company's cap table and transactions tab show it. A fund's shares need the role's right to move
 *   that fund's money (mayAllotCompanyRoundTo): 403 otherwise, nothing written.
 * Once per round, in the caller's transaction: the round is locked, a round already allotted is a
 * 409 naming the day, and a unique index allows one investment per response even against a
 * concurrent call. An open round is a 409 (its responses are not final), nothing taken up a 409; an
 * oversubscribed round needs `confirmOversubscribed` (409 naming the excess otherwise): every
 * response is allotted as taken up, and scaling back is not built.
 */
export async function allotRound(req: PayloadRequest, round: TLockedRound, user: TTenantUser, confirmOversubscribed: boolean, options: { occurredAt?: string } = {}): Promise<TAllottedRound> {
  if (round.status !== 'closed') throw new AppError('conflict', 'Close the round first: its shares are allotted once the responses are final.')
  const [done] = await queryInTransaction<{ at: string | null }>(
    req,
    sql`SELECT ${sql.raw(isoUtc('min(i.created_at)'))} AS at FROM investments i JOIN pre_emption_responses r ON r.id = i.pre_emption_response_id WHERE r.round_id = ${round.id}`,
  )
  if (done?.at) throw new AppError('conflict', `The shares taken up in this round were allotted on ${formatDate(done.at)}.`)
  const taken = await queryInTransaction<{ id: number; holder_kind: TPreEmptionHolderKind; holder_id: number; shares: string; amount: string; total: string; total_amount: string }>(
    req,
    sql`SELECT r.id, r.holder_kind::text AS holder_kind, ${sql.raw(HOLDER_OR_FIRM_ID('r'))} AS holder_id,
               r.shares::text AS shares, (r.shares * ro.share_price)::text AS amount,
               (SUM(r.shares) OVER ())::text AS total, (SUM(r.shares * ro.share_price) OVER ())::text AS total_amount
          FROM pre_emption_responses r JOIN pre_emption_rounds ro ON ro.id = r.round_id
         WHERE r.round_id = ${round.id} AND r.shares > 0
         ORDER BY ${sql.raw(PRE_EMPTION_HOLDER_RANK('r.holder_kind'))}, holder_id, r.id`,
  )
  const first = taken[0]
  if (!first) throw new AppError('conflict', 'Nobody took up shares in this round: there is nothing to allot.')
  if (BigInt(first.total) > BigInt(round.sharesOffered) && !confirmOversubscribed) {
    const message = `${shares(first.total)} were taken up of the ${shares(round.sharesOffered)} offered: allotting issues every response as taken up, more than was offered. Confirm to allot anyway.`
    throw new AppError('conflict', message, { confirmOversubscribed: [message] })
  }
  // When the entries happened: now (the demo seed dates a past round's allotment after its close).
  const occurredAt = options.occurredAt ?? new Date().toISOString()
  const note = (count: string) => `Pre-emption round closed ${formatDate(round.closedAt)}: ${shares(count)} at ${money(round.sharePrice, round.currency)}`
  const investments: TAllottedRound['investments'] = []
  if (round.subjectKind === 'company' && round.company !== null) {
    const refused = taken.find((response) => !mayAllotCompanyRoundTo(user.role_id, response.holder_kind))
    if (refused) throw new AppError('forbidden', 'Your role may not move a fund’s money: ask someone who may update funds to allot this round.')
    // The company's row, locked as its investments lock it; its currency must still be the round's.
    const [company] = await queryInTransaction<{ currency: string }>(req, sql`SELECT currency FROM companies WHERE id = ${round.company}::int AND tenant_id = ${round.tenant}::int FOR UPDATE`)
    if (!company) throw new AppError('conflict', 'This company has changed meanwhile: reload it.')
    if (company.currency !== round.currency) throw new AppError('conflict', `The company’s currency is now ${company.currency}, the round was offered in ${round.currency}: record its purchases on the Transactions tab instead.`)
    for (const response of taken) {
      const holder = companyHolder(response.holder_kind, response.holder_id)
      const answer = await recordSubjectInvestment(req, {
        subject: { subjectKind: 'company', company: round.company },
        holder,
        amount: exactNumber(response.amount, 'An amount'),
        shares: exactNumber(response.shares, 'A number of shares'),
        currency: round.currency,
        status: 'paid',
        type: 'subsequent',
        occurredAt,
        createdBy: user.id,
        note: note(response.shares),
        tenant: round.tenant,
        preEmptionResponse: response.id,
      })
      investments.push({ id: answer.investment.id, holderKind: response.holder_kind, holder: Number(response.holder_id), response: response.id, shares: response.shares, amount: response.amount, status: 'paid', paymentReference: answer.investment.paymentReference })
    }
  } else if (round.opportunity !== null) {
    const opportunity = await lockOpportunity(req, round.opportunity, round.tenant)
    if (!opportunity) throw new AppError('conflict', 'This opportunity has changed meanwhile: reload it.')
    for (const response of taken) {
      if (!isCashCallHolderKind(response.holder_kind)) throw new AppError('conflict', 'A fund or the firm cannot hold this opportunity: reload the round.')
      const answer = await recordInvestment(req, {
        opportunity,
        holder: { kind: response.holder_kind, id: Number(response.holder_id) },
        amount: exactNumber(response.amount, 'An amount'),
        shares: exactNumber(response.shares, 'A number of shares'),
        status: 'awaiting_payment',
        type: 'subsequent',
        occurredAt,
        createdBy: user.id,
        tenant: round.tenant,
        note: note(response.shares),
        preEmptionResponse: response.id,
      })
      investments.push({ id: answer.investment.id, holderKind: response.holder_kind, holder: Number(response.holder_id), response: response.id, shares: response.shares, amount: response.amount, status: 'awaiting_payment', paymentReference: answer.investment.paymentReference })
    }
  } else {
    throw new AppError('conflict', 'This round has no subject left: reload it.')
  }
  await recordActivity(req.payload, req, {
    target: trailOf(roundTrailSubject(round)),
    tenant: round.tenant,
    action: 'pre-emption-allotted',
    targetLabel: round.title,
    changes: { allotted: { from: null, to: `${shares(first.total)} to ${investments.length} ${investments.length === 1 ? 'holder' : 'holders'} (${money(first.total_amount, round.currency)})` } },
  })
  const audiences = new Map<number, THolderAudience>()
  for (const investment of investments) audiences.set(investment.response, await holderAudience(req, round.tenant, investment.holderKind, investment.holder))
  return { round: { id: round.id, allottedAt: occurredAt }, subjectKind: round.subjectKind, investments, audiences, sharesAllotted: first.total, amountAllotted: first.total_amount, title: round.title, currency: round.currency }
}

/**
 * Tells the people of each holder of an allotted round what was allotted (after the commit; the same
 * people as when it opened: an investor, an organisation's signatories, an account's lead): on an
 * opportunity what the holder now owes, on a company the paid purchase recorded. Nobody for a
 * nominee, a fund or the firm. A notice that fails is logged, the allotment stands.
 */
export async function notifyRoundAllotted(payload: Payload, allotted: TAllottedRound): Promise<void> {
  for (const investment of allotted.investments) {
    const audience = allotted.audiences.get(investment.response)
    if (!audience) continue
    const what = `${shares(investment.shares)} for ${money(investment.amount, allotted.currency)}`
    const whose = audience.holderName ? `The pre-emption shares of ${audience.holderName.slice(0, 200)}` : 'Your pre-emption shares'
    const message =
      investment.status === 'paid'
        ? `${whose} in **${allotted.title.slice(0, 200)}** were allotted: ${what}, recorded as paid (reference ${investment.paymentReference}).`
        : `${whose} in **${allotted.title.slice(0, 200)}** were allotted: ${what}, awaiting payment (reference ${investment.paymentReference}).`
    for (const userId of audience.recipients) {
      try {
        // Awaiting payment: where it is paid; recorded paid (a company's round): the portfolio that now shows it.
        await notify(payload, userId, { message, icon: 'investment', cta: investment.status === 'paid' ? INVESTOR_PATHS.portfolio : INVESTOR_ACTIONS_PATH })
      } catch (error) {
        payload.logger.error({ err: error, holder: `${investment.holderKind}-${investment.holder}`, user: userId, round: allotted.round.id }, 'pre-emption: a holder could not be notified of the allotment')
      }
    }
  }
}
