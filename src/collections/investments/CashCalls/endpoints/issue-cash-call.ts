import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnCashCalls } from '@/access/investment-access'
import { recordAsUser } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { CASH_CALL_HOLDER_KIND_LABEL, CASH_CALL_KIND_LABEL, cashCallHolderKey, ZIssueCashCallInput, type TIssueCashCallInput } from '@/domain/investments/cash-calls'
import { HOLDER_KIND_LABEL } from '@/domain/investments/money-model'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { formatDate } from '@/lib/dates'
import { json, parseBody } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { inTransaction } from '@/lib/transaction'
import { INVESTOR_ACTIONS_PATH } from '@/navigation/investor-navigation'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { readableOpportunity } from '../../Investments/endpoints/shared'
import { notifyLineHolder } from '../../money/cash-call-notices'
import { holderKindsNoLineNames, lockCashCallSubject, proRataSplit, recordCashCall, subjectHoldersInTransaction, type TCashCallSubject, type TLockedCashCallSubject, type TSplitLine } from '../../money/cash-calls'
import { fundsEnabledFor } from '../../money/money-access'

const REFUSED = { opportunity: 'Your role may not issue cash calls on this opportunity.', fund: 'Your role may not issue cash calls on this fund.' } as const

/**
 * The subject of the body as this staff user sees it: an opportunity they may read whose cash calls
 * they may see (spec 6 investment_opportunity_live_cash_call, and the opportunity's transactions),
 * or a fund they may read (funds, while the tenant's funds area is on). Anything else is not found;
 * one they see but may not issue on is a 403.
 */
async function subjectForIssue(req: PayloadRequest, user: TTenantUser, input: TIssueCashCallInput): Promise<TCashCallSubject> {
  if (input.opportunity !== undefined) {
    const opportunity = await readableOpportunity(req, user, input.opportunity)
    const subject = { kind: 'opportunity', stage: opportunity?.stage } as const
    if (!opportunity || !mayOnCashCalls(user.role_id, subject, 'view')) throw new AppError('not_found')
    if (!mayOnCashCalls(user.role_id, subject, 'issue')) throw new AppError('forbidden', REFUSED.opportunity)
    return { kind: 'opportunity', id: opportunity.id }
  }
  const fund = (await fundsEnabledFor(req.payload, user)) ? await recordAsUser(req.payload, user, { collection: 'funds', id: input.fund! }, 'read') : null
  if (!fund || !mayOnCashCalls(user.role_id, { kind: 'fund' }, 'view')) throw new AppError('not_found')
  if (!mayOnCashCalls(user.role_id, { kind: 'fund' }, 'issue')) throw new AppError('forbidden', REFUSED.fund)
  return { kind: 'fund', id: input.fund! }
}

/**
 * The lines of the call, computed in the caller's transaction with the subject locked: pro rata by
 * PostgreSQL over every holder (investors, organisations, investment-method accounts, nominees), or
 * the amounts set per holder after checking each (kind, id) is a holder of the subject.
 */
async function linesOf(req: PayloadRequest, user: TTenantUser, subject: TLockedCashCallSubject, input: TIssueCashCallInput, tenantId: number): Promise<TSplitLine[]> {
  // Its stage as of now, under the lock: a move since the check above is judged here.
  if (subject.kind === 'opportunity' && !mayOnCashCalls(user.role_id, { kind: 'opportunity', stage: subject.stage }, 'issue')) throw new AppError('conflict', 'This opportunity has changed meanwhile: reload it.')
  if (input.split === 'per_holder') {
    // Holders of the tenant's subject only: an id of another tenant's organisation (or of a record
    // that holds nothing here) is not among them, whatever its kind.
    const holders = new Map((await subjectHoldersInTransaction(req, subject, tenantId)).map((holder) => [cashCallHolderKey({ kind: holder.holderKind, id: holder.holder }), holder]))
    const errors: Record<string, string[]> = {}
    input.lines!.forEach((line, index) => {
      if (!holders.has(cashCallHolderKey({ kind: line.holderKind, id: line.holder }))) errors[`lines.${index}.holder`] = [`${CASH_CALL_HOLDER_KIND_LABEL[line.holderKind]} ${line.holder} is not a holder of ${subject.title}`]
    })
    if (Object.keys(errors).length > 0) throw invalid(errors, `Every line must name a holder of ${subject.title}.`)
    return input.lines!.map((line) => {
      const holder = holders.get(cashCallHolderKey({ kind: line.holderKind, id: line.holder }))!
      return { holderKind: line.holderKind, holder: line.holder, name: holder.name, email: holder.email, recordId: holder.recordId, basis: null, amount: String(line.amount) }
    })
  }
  const basis = input.split === 'pro_rata_shares' ? 'shares' : 'committed'
  // Funds and the firm hold companies, never an opportunity or a fund (decision 014): a guard, should that change.
  const unreachable = await holderKindsNoLineNames(req, subject, tenantId, basis)
  if (unreachable.length > 0) {
    const kinds = unreachable.map((kind) => HOLDER_KIND_LABEL[kind].toLowerCase()).join(', ')
    const message = `${subject.title} is also held by holders a cash call cannot name (${kinds}): split pro rata, the others would ${input.kind === 'call' ? 'be charged' : 'be paid'} their share. Set an amount per holder instead.`
    throw invalid({ split: [message] }, message)
  }
  const lines = await proRataSplit(req, subject, tenantId, input.total!, basis)
  if (lines.length === 0) {
    const message = input.split === 'pro_rata_shares' ? `Nobody holds shares in ${subject.title}: split it pro rata to the amount committed, or set an amount per holder.` : `Nobody has a commitment standing in ${subject.title}.`
    throw invalid({ split: [message] }, message)
  }
  return lines
}

/** A line as the preview and the issue answer show it: the holder's kind and its label, name, email and record. */
const shownLine = (line: TSplitLine) => ({ ...line, holderKindLabel: CASH_CALL_HOLDER_KIND_LABEL[line.holderKind] })

/** The body's total: the given one for a pro-rata split; the sum of the lines (PostgreSQL's, from the split) otherwise. */
const totalOf = (input: TIssueCashCallInput, lines: TSplitLine[]): number => input.total ?? lines.reduce((sum, line) => sum + Number(line.amount), 0)

/**
 * POST /api/cash-calls/preview: the lines a call would have (the same computation, in a transaction
 * that is rolled back), for the confirmation before issuing. Writes nothing. 200 { subject, lines, total }.
 */
export const previewCashCallEndpoint = defineEndpoint({
  path: '/preview',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const input = await parseBody(req, ZIssueCashCallInput)
    const subjectRef = await subjectForIssue(req, user, input)
    const tenantId = tenantIdOf(user.tenant)!
    // Read only (the lines are computed, nothing is written): committing it just releases the lock.
    return inTransaction(req, async () => {
      const subject = await lockCashCallSubject(req, subjectRef, tenantId)
      if (!subject) throw new AppError('not_found')
      const lines = await linesOf(req, user, subject, input, tenantId)
      return json({ subject: { kind: subject.kind, id: subject.id, title: subject.title, currency: subject.currency }, lines: lines.map(shownLine), total: String(totalOf(input, lines)) })
    })
  },
})

/**
 * POST /api/cash-calls { kind, opportunity | fund, split, total | lines, dueAt, purpose? } (issue 10
 * §7, decision 014): staff issue a cash call (or record a distribution) on an opportunity or a fund.
 * In one transaction with the subject locked: the lines (pro rata by PostgreSQL, summing exactly to
 * the total, or set per holder), the call and its lines, and one ledger entry per line (`cash_call`,
 * or `distribution`); a notice per holder is stored with them and pushed once committed. Rights:
 * investment_opportunity_live_cash_call create on an opportunity whose transactions the role sees;
 * funds update on a fund. Idempotency-Key honoured: a retry answers the first answer, notifies no one
 * again. 201 { cashCall, lines }.
 */
export const issueCashCallEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const input = await parseBody(req, ZIssueCashCallInput)
    const subjectRef = await subjectForIssue(req, user, input)
    const tenantId = tenantIdOf(user.tenant)!
    const pushes: Array<() => Promise<void>> = []
    const response = await idempotentMoneyWrite(req, user, `cash-call:${subjectRef.kind}:${subjectRef.id}`, input, async () => {
      const subject = await lockCashCallSubject(req, subjectRef, tenantId)
      if (!subject) throw new AppError('not_found')
      const lines = await linesOf(req, user, subject, input, tenantId)
      const issued = await recordCashCall(req, {
        kind: input.kind,
        subject,
        split: input.split,
        total: totalOf(input, lines),
        dueAt: input.kind === 'call' && input.dueAt ? new Date(input.dueAt).toISOString() : null,
        purpose: input.purpose ?? null,
        lines: lines.map((line) => ({ holderKind: line.holderKind, holder: line.holder, amount: Number(line.amount), basis: line.basis })),
        createdBy: user.id,
        tenant: tenantId,
      })
      // The notices go with the call (same transaction); they are pushed to open pages after it
      // commits. An organisation's go to its directors and authorised signatories, an account's to
      // its lead; a nominee's line notifies nobody (no portal account).
      const notified: Record<number, number[]> = {}
      for (const line of issued.lines) {
        const amount = formatMoney(line.amount, subject.currency)
        notified[line.id] = await notifyLineHolder(
          req,
          { kind: line.holderKind, id: line.holder },
          tenantId,
          (holderName) =>
            input.kind === 'call'
              ? `**Cash call**: ${amount} for ${subject.title}${holderName ? ` (${holderName}’s holding)` : ''} is due by ${formatDate(issued.cashCall.dueAt)}. Quote reference ${line.paymentReference} when you pay.`
              : `**Distribution**: ${amount} from ${subject.title} is being paid to ${holderName ?? 'you'} (reference ${line.paymentReference}).`,
          { icon: 'money', cta: INVESTOR_ACTIONS_PATH },
          pushes,
        )
      }
      const shown = issued.lines.map((line, index) => ({ ...line, name: lines[index]!.name, email: lines[index]!.email, recordId: lines[index]!.recordId, holderKindLabel: CASH_CALL_HOLDER_KIND_LABEL[line.holderKind], notified: notified[line.id] ?? [] }))
      return { status: 201, body: { ...issued, lines: shown, subject: { kind: subject.kind, id: subject.id, title: subject.title }, label: CASH_CALL_KIND_LABEL[input.kind] } }
    })
    if (response.ok && response.headers.get('Idempotent-Replayed') !== 'true') for (const push of pushes) await push().catch(() => {})
    return response
  },
})
