import { tenantIdOf } from '@/access/current-user'
import { mayOnFundInvestments } from '@/access/investment-access'
import { recordAsUser } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { idempotentMoneyWrite } from '@/collections/investments/IdempotencyKeys/idempotency'
import { investorOfTenant } from '@/collections/investments/Investments/endpoints/shared'
import { recordSubjectInvestment } from '@/collections/investments/money/record-subject-investment'
import { FUND_STATUS } from '@/domain/funds/funds'
import { ZFundCommitmentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { queryInTransaction, sql } from '@/lib/transaction'

/**
 * POST /api/funds/{id}/commitments { holder | holderEmail, amount, occurredAt?, note? } (decision
 * 014): staff record an investor's commitment to a fund: an investment whose subject is the fund,
 * awaiting payment, with its `investment` ledger entry; payments and cancellation are the
 * investments' own calls (/api/investments/{id}/payments, /cancel). A fund the user may not read
 * (another tenant's, the funds area off, no `funds` right) is not found; recording needs `funds`
 * update (403). A closed fund (spec 4: 0 Closed) takes no new commitments (409). Idempotency-Key
 * honoured. 201 { investment, entries }.
 */
export const recordCommitmentEndpoint = defineEndpoint({
  path: '/:id/commitments',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const fund = await recordAsUser(req.payload, user, { collection: 'funds', id }, 'read')
    if (!fund) throw new AppError('not_found')
    if (!mayOnFundInvestments(user.role_id, 'record')) throw new AppError('forbidden', 'Your role may not record commitments to this fund.')
    const input = await parseBody(req, ZFundCommitmentInput)
    const tenantId = tenantIdOf(user.tenant)!
    const holder = await investorOfTenant(req, tenantId, input)
    return idempotentMoneyWrite(req, user, `commitment:${id}`, input, async () => {
      // The fund's row as of now, locked: a close or a delete meanwhile is judged here.
      const [locked] = await queryInTransaction<{ name: string; status: string; currency: string }>(
        req,
        sql`SELECT name, status::text AS status, currency FROM funds WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`,
      )
      if (!locked) throw new AppError('not_found')
      if (Number(locked.status) === FUND_STATUS.closed) throw new AppError('conflict', `${locked.name} is closed: it takes no new commitments.`)
      const answer = await recordSubjectInvestment(req, {
        subject: { subjectKind: 'fund', fund: id },
        holder: { holderKind: 'investor', holder: holder.id },
        amount: input.amount,
        shares: 0,
        currency: locked.currency,
        status: 'awaiting_payment',
        type: 'manual',
        occurredAt: input.occurredAt ? new Date(input.occurredAt).toISOString() : new Date().toISOString(),
        createdBy: user.id,
        note: input.note ?? null,
        tenant: tenantId,
      })
      return { status: 201, body: answer }
    })
  },
})
