import { stringify } from 'csv-stringify/sync'
import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnCashCalls, type TCashCallAction } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { CASH_CALL_HOLDER_KIND_LABEL, CASH_CALL_LINE_STATUS_LABEL, ZCancelCashCallInput } from '@/domain/investments/cash-calls'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { formatMoney, minorToMajorInput } from '@/lib/money'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'
import { INVESTOR_ACTIONS_PATH } from '@/navigation/investor-navigation'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { cashCallLines } from '../../money/cash-call-figures'
import { notifyLineHolder } from '../../money/cash-call-notices'
import { cancelCashCallLines, cashCallOf, lockCashCallForCancel, type TLockedCashCall } from '../../money/cash-calls'
import { fundsEnabledFor } from '../../money/money-access'

const subjectOf = (call: Pick<TLockedCashCall, 'subjectKind' | 'stage'>) => (call.subjectKind === 'opportunity' ? ({ kind: 'opportunity', stage: call.stage } as const) : ({ kind: 'fund' } as const))

/** The call of the path as this staff user may see it (not found otherwise), and a 403 unless they may `action` on it. */
async function callForStaff(req: PayloadRequest, user: TTenantUser, action: TCashCallAction): Promise<TLockedCashCall> {
  const call = await cashCallOf(req.payload, routeRowId(req), tenantIdOf(user.tenant)!)
  if (!call || !mayOnCashCalls(user.role_id, subjectOf(call), 'view')) throw new AppError('not_found')
  if (call.subjectKind === 'fund' && !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
  if (!mayOnCashCalls(user.role_id, subjectOf(call), action)) throw new AppError('forbidden', 'Your role may not cancel cash calls here.')
  return call
}

/**
 * POST /api/cash-calls/{id}/cancel { reason?, unpaidOnly? } (issue 10 §7, decision 018): staff cancel
 * an issued cash call. In one transaction, the call and then its lines locked (a payment on a line
 * locks it too): a call with money received on any line is refused (409, naming the lines) unless
 * `unpaidOnly`, which cancels only its lines with nothing received and leaves the others as they are.
 * Each cancelled line's `cash_call` entry is reversed (never edited), so the holder owes nothing on
 * it, the line becomes cancelled, and its holder is told (stored with the change, pushed once
 * committed). A distribution, or a call with nothing left to cancel, is a 409. Rights: the cash-call
 * resource's delete on an opportunity whose transactions the role sees; funds update on a fund.
 * Idempotency-Key honoured. 200 { cashCall, cancelled, kept }.
 */
export const cancelCashCallEndpoint = defineEndpoint({
  path: '/:id/cancel',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const checked = await callForStaff(req, user, 'cancel')
    const input = await parseBody(req, ZCancelCashCallInput)
    const tenantId = tenantIdOf(user.tenant)!
    const pushes: Array<() => Promise<void>> = []
    const response = await idempotentMoneyWrite(req, user, `cash-call-cancel:${checked.id}`, input, async () => {
      const locked = await lockCashCallForCancel(req, checked.id, tenantId)
      if (!locked) throw new AppError('not_found')
      const { call, lines } = locked
      // Its stage as of now: a move since the check above is judged here.
      if (call.subjectKind === 'opportunity' && !mayOnCashCalls(user.role_id, subjectOf(call), 'cancel')) throw new AppError('conflict', 'This opportunity has changed meanwhile: reload it.')
      if (call.kind !== 'call') throw new AppError('conflict', `${call.reference} is a distribution already paid out: it cannot be cancelled.`)
      const withMoney = lines.filter((line) => BigInt(line.received.split('.')[0]!) > 0n)
      const unpaid = lines.filter((line) => line.status === 'awaiting_payment' && BigInt(line.received.split('.')[0]!) === 0n)
      if (withMoney.length > 0 && !input.unpaidOnly) {
        const named = withMoney
          .slice(0, 5)
          .map((line) => `${line.paymentReference} (${formatMoney(Number(line.received), call.currency)})`)
          .join(', ')
        throw new AppError(
          'conflict',
          `Money has been received on ${withMoney.length === 1 ? 'a line' : `${withMoney.length} lines`} of ${call.reference}: ${named}${withMoney.length > 5 ? ', …' : ''}. A cash call is cancelled whole only while nothing has been received on it: cancel only its unpaid lines instead (the lines with money stay as they are).`,
          undefined,
          {},
          { linesWithMoney: withMoney.map((line) => line.id) },
        )
      }
      if (unpaid.length === 0) throw new AppError('conflict', `${call.reference} has no unpaid line left to cancel.`)
      const note = input.reason ? `Cancelled ${call.reference}: ${input.reason}` : `Cancelled ${call.reference}`
      const reversals = await cancelCashCallLines(
        req,
        unpaid.map((line) => line.id),
        user.id,
        note,
      )
      for (const line of unpaid) {
        await notifyLineHolder(
          req,
          { kind: line.holderKind, id: line.holder },
          tenantId,
          (holderName) =>
            `**Cash call cancelled**: the ${formatMoney(Number(line.amount), call.currency)} cash call for ${call.title}${holderName ? ` (${holderName}’s holding)` : ''} (reference ${line.paymentReference}) is cancelled; nothing is due on it.${input.reason ? ` ${input.reason}` : ''}`,
          { icon: 'money', cta: INVESTOR_ACTIONS_PATH },
          pushes,
        )
      }
      const cancelledIds = new Set(unpaid.map((line) => line.id))
      return {
        status: 200,
        body: {
          cashCall: { id: call.id, reference: call.reference },
          cancelled: unpaid.map((line) => ({ id: line.id, paymentReference: line.paymentReference, reversal: reversals.find((row) => row.line === line.id)?.id ?? null })),
          kept: lines.filter((line) => !cancelledIds.has(line.id)).map((line) => ({ id: line.id, paymentReference: line.paymentReference, status: line.status, received: line.received })),
        },
      }
    })
    if (response.ok && response.headers.get('Idempotent-Replayed') !== 'true') for (const push of pushes) await push().catch(() => {})
    return response
  },
})

/**
 * GET /api/cash-calls/{id}/export (decision 018): a call's lines as CSV — holder, its kind, email, payment
 * reference, amount, received, outstanding (the ledger's), status — formula cells defused, amounts as
 * exact decimals. For staff who may see the subject's cash calls.
 */
export const exportCashCallEndpoint = defineEndpoint({
  path: '/:id/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const call = await callForStaff(req, user, 'view')
    const lines = await cashCallLines(req.payload, [call.id], tenantIdOf(user.tenant)!)
    const major = (minor: string) => minorToMajorInput(Number(minor), call.currency)
    async function* rows(): AsyncGenerator<string> {
      yield stringify([['Holder', 'Holder kind', 'Email', 'Payment reference', 'Amount', call.kind === 'call' ? 'Received' : 'Paid out', 'Outstanding', 'Status', 'Currency', 'Call']])
      if (lines.length === 0) return
      yield stringify(
        lines.map((line) => [
          safeCsvText(line.holderName),
          CASH_CALL_HOLDER_KIND_LABEL[line.holderKind],
          safeCsvText(line.holderEmail),
          safeCsvText(line.paymentReference),
          major(line.amount),
          major(call.kind === 'call' ? line.received : line.distributed),
          major(line.outstanding),
          CASH_CALL_LINE_STATUS_LABEL[line.status],
          call.currency,
          safeCsvText(call.reference),
        ]),
      )
    }
    return csvResponse(rows(), `${call.reference}-lines-${new Date().toISOString().slice(0, 10)}.csv`, lines.length)
  },
})
