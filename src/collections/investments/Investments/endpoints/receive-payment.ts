import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnSubjectInvestments, type TInvestmentSubjectRef } from '@/access/investment-access'
import { requireTenantUser } from '@/access/require-user'
import { ZReceivePaymentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { formatMoney } from '@/lib/money'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { lockInvestment, type TLockedInvestment } from '../../money/ledger'
import { fundsEnabledFor } from '../../money/money-access'
import { lockPaymentOf, recordReceipt, type TLockedPayment } from '../../money/payments'

const subjectRefOf = (investment: TLockedInvestment): TInvestmentSubjectRef =>
  investment.subjectKind === 'opportunity' ? { kind: 'opportunity', stage: investment.stage } : investment.subjectKind === 'fund' ? { kind: 'fund' } : { kind: 'company', holderKind: investment.holderKind }

const REFUSED: Record<TLockedInvestment['subjectKind'], string> = {
  opportunity: 'Your role may not change the investments of this opportunity.',
  fund: 'Your role may not change the commitments of this fund.',
  company: 'Your role may not change the investments in this company.',
}

/**
 * A staff member's right on a locked investment (decisions 012, 014): not found unless they may see
 * its subject's transactions (for a fund or a company, only while the tenant's funds area is on);
 * 403 unless they may `action`.
 */
export async function requireInvestmentRight(req: PayloadRequest, user: TTenantUser, investment: TLockedInvestment | null, action: 'receive-payment' | 'refund' | 'cancel'): Promise<TLockedInvestment> {
  if (!investment || !mayOnSubjectInvestments(user.role_id, subjectRefOf(investment), 'transactions')) throw new AppError('not_found')
  if (investment.subjectKind !== 'opportunity' && !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
  if (!mayOnSubjectInvestments(user.role_id, subjectRefOf(investment), action)) throw new AppError('forbidden', REFUSED[investment.subjectKind])
  return investment
}

/**
 * POST /api/investments/{id}/payments { amount, receivedAt?, note?, payment? } (issue 10 §9,
 * decisions 012 and 016): staff mark a bank transfer received, in part or in full. A succeeded
 * payment (or, with `payment`, the investor's pending transfer it settles) and its
 * `payment_received` ledger entry, in one transaction; the investment is paid once the ledger's
 * payments reach its amount, else awaiting payment. More than is outstanding is refused (422).
 * Idempotency-Key honoured. 201 { investment, payment, entry, paid, outstanding }.
 */
export const receivePaymentEndpoint = defineEndpoint({
  path: '/:id/payments',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const input = await parseBody(req, ZReceivePaymentInput)
    const tenantId = tenantIdOf(user.tenant)!
    return idempotentMoneyWrite(req, user, `payment:${id}`, input, async () => {
      const investment = await requireInvestmentRight(req, user, await lockInvestment(req, id, tenantId), 'receive-payment')
      if (investment.status === 'cancelled') throw new AppError('conflict', `Investment ${investment.paymentReference} is cancelled: no payment can be received on it.`)
      if (BigInt(input.amount) > BigInt(investment.outstanding.split('.')[0]!)) {
        const message =
          BigInt(investment.outstanding.split('.')[0]!) <= 0n
            ? `Investment ${investment.paymentReference} is paid in full.`
            : `Only ${formatMoney(Number(investment.outstanding), investment.currency)} is outstanding on ${investment.paymentReference}.`
        throw invalid({ amount: [message] }, message)
      }
      let pending: TLockedPayment | null = null
      if (input.payment !== undefined) {
        pending = await lockPaymentOf(req, investment.id, input.payment)
        if (!pending || pending.method !== 'bank_transfer') throw invalid({ payment: ['Choose a pending bank transfer of this investment'] }, 'Choose a pending bank transfer of this investment.')
        if (pending.state !== 'pending') throw new AppError('conflict', 'This bank transfer was already settled.')
      }
      const receipt = await recordReceipt(req, {
        investment,
        payment: pending,
        method: 'bank_transfer',
        amount: input.amount,
        receivedAt: input.receivedAt ? new Date(input.receivedAt).toISOString() : new Date().toISOString(),
        createdBy: user.id,
        note: input.note ?? null,
        tenant: tenantId,
      })
      return {
        status: 201,
        body: {
          investment: { id: investment.id, paymentReference: investment.paymentReference, status: receipt.status },
          payment: receipt.payment,
          entry: { id: receipt.entry.id, kind: receipt.entry.kind, amount: receipt.entry.amount, occurredAt: receipt.entry.occurredAt },
          paid: receipt.paid,
          outstanding: receipt.outstanding,
        },
      }
    })
  },
})
