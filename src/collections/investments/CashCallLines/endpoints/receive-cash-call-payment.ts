import { tenantIdOf } from '@/access/current-user'
import { mayOnCashCalls } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { ZCashCallPaymentInput } from '@/domain/investments/cash-calls'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { INVESTOR_ACTIONS_PATH } from '@/navigation/investor-navigation'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { notifyLineHolder } from '../../money/cash-call-notices'
import { lineSubjectRef as subjectOf, lockCashCallLine, receiveCashCallPayment } from '../../money/cash-calls'
import { fundsEnabledFor } from '../../money/money-access'

/**
 * POST /api/cash-call-lines/{id}/payments { amount, receivedAt?, note? } (issue 10 §7, decision
 * 014): staff mark (part of) a holder's cash-call payment received: a `cash_call_payment` ledger
 * entry; the line moves to payment received once the ledger's payments reach what was called (spec
 * 4 "cash call payment received"), else stays awaiting payment. More than is outstanding is a 422; a
 * distribution's line receives nothing (409). The holder is notified. Rights: the cash-call resource's
 * update (opportunity) or funds update (fund); a line the user may not see is not found. The receipt
 * is a payment row too (decision 025), which a refund names. Idempotency-Key honoured.
 * 201 { line, payment, entry, paid, outstanding }.
 */
export const receiveCashCallPaymentEndpoint = defineEndpoint({
  path: '/:id/payments',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZCashCallPaymentInput)
    const tenantId = tenantIdOf(user.tenant)!
    const pushes: Array<() => Promise<void>> = []
    const response = await idempotentMoneyWrite(req, user, `cash-call-payment:${id}`, input, async () => {
      const line = await lockCashCallLine(req, id, tenantId)
      if (!line || !mayOnCashCalls(user.role_id, subjectOf(line), 'view')) throw new AppError('not_found')
      if (line.subjectKind === 'fund' && !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
      if (!mayOnCashCalls(user.role_id, subjectOf(line), 'receive')) throw new AppError('forbidden', 'Your role may not mark cash-call payments received here.')
      if (line.kind !== 'call') throw new AppError('conflict', `${line.paymentReference} is a distribution paid out to the holder: nothing is received on it.`)
      if (line.status === 'cancelled') throw new AppError('conflict', `${line.paymentReference} was cancelled: nothing is due on it.`)
      const outstanding = BigInt(line.outstanding.split('.')[0]!)
      if (BigInt(input.amount) > outstanding) {
        const message = outstanding <= 0n ? `${line.paymentReference} is paid in full.` : `Only ${formatMoney(Number(line.outstanding), line.currency)} is outstanding on ${line.paymentReference}.`
        throw invalid({ amount: [message] }, message)
      }
      const answer = await receiveCashCallPayment(req, line, {
        amount: input.amount,
        receivedAt: input.receivedAt ? new Date(input.receivedAt).toISOString() : new Date().toISOString(),
        createdBy: user.id,
        note: input.note ?? null,
        tenant: tenantId,
      })
      // The holder is told: an organisation's signatories, an account's lead; nobody for a nominee.
      await notifyLineHolder(
        req,
        { kind: line.holderKind, id: line.holder },
        tenantId,
        (holderName) =>
          `**Cash call payment received**: ${formatMoney(input.amount, line.currency)} for ${line.title}${holderName ? ` (${holderName}’s holding)` : ''} (reference ${line.paymentReference}). ${answer.line.status === 'payment_received' ? 'Paid in full, thank you.' : `Still due: ${formatMoney(Number(answer.outstanding), line.currency)}.`}`,
        { icon: 'payment', cta: INVESTOR_ACTIONS_PATH },
        pushes,
      )
      return { status: 201, body: answer }
    })
    if (response.ok && response.headers.get('Idempotent-Replayed') !== 'true') for (const push of pushes) await push().catch(() => {})
    return response
  },
})
