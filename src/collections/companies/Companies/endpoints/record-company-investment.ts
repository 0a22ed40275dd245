import { tenantIdOf } from '@/access/current-user'
import { mayOnCompanyInvestments } from '@/access/investment-access'
import { recordAsUser } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { idempotentMoneyWrite } from '@/collections/investments/IdempotencyKeys/idempotency'
import { recordSubjectInvestment } from '@/collections/investments/money/record-subject-investment'
import { companySharePrice } from '@/collections/investments/money/subject-figures'
import { sharesFor, ZCompanyInvestmentInput } from '@/domain/investments/money-model'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { parseBody, routeRowId } from '@/lib/http'
import { queryInTransaction, sql } from '@/lib/transaction'

const NOT_A_FUND = 'Choose a fund of this tenant, or hold it directly'

/**
 * POST /api/companies/{id}/investments { holderFund?, amount, shares?, occurredAt?, note? }
 * (decision 014): staff record an investment in a company by one of the tenant's funds
 * (`holderFund`), or by the tenant directly (`holderFund` empty). The money has moved: the
 * investment is recorded paid, with an `investment` entry (+amount, +shares) and a
 * `payment_received` entry on the same day. Shares, when left out, are the amount at the company's
 * share price on that day (the latest on or before it), rounded down. Needs `funds_opportunity`
 * update, and `funds` update when a fund invests (its money moves); a company the user may not read
 * is not found, a fund they may not read is a field error. Idempotency-Key honoured.
 * 201 { investment, entries }.
 */
export const recordCompanyInvestmentEndpoint = defineEndpoint({
  path: '/:id/investments',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const company = await recordAsUser(req.payload, user, { collection: 'companies', id }, 'read')
    if (!company) throw new AppError('not_found')
    if (!mayOnCompanyInvestments(user.role_id, 'record')) throw new AppError('forbidden', 'Your role may not record investments in this company.')
    const input = await parseBody(req, ZCompanyInvestmentInput)
    const holderFund = input.holderFund ?? null
    if (holderFund !== null) {
      if (!mayOnCompanyInvestments(user.role_id, 'record', 'fund')) throw new AppError('forbidden', 'Your role may not move a fund’s money: record it as held directly, or ask someone who may update funds.')
      if (!(await recordAsUser(req.payload, user, { collection: 'funds', id: holderFund }, 'read'))) throw invalid({ holderFund: [NOT_A_FUND] }, NOT_A_FUND)
    }
    const tenantId = tenantIdOf(user.tenant)!
    const occurredAt = input.occurredAt ? new Date(input.occurredAt).toISOString() : new Date().toISOString()
    return idempotentMoneyWrite(req, user, `company-investment:${id}`, input, async () => {
      // The company's row as of now, locked (its currency; a delete meanwhile is judged here).
      const [locked] = await queryInTransaction<{ currency: string }>(req, sql`SELECT currency FROM companies WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`)
      if (!locked) throw new AppError('not_found')
      let shares = input.shares
      if (shares === undefined) {
        const price = await companySharePrice(req.payload, id, tenantId, occurredAt)
        shares = sharesFor(input.amount, price?.priceMinor ?? null)
      }
      const answer = await recordSubjectInvestment(req, {
        subject: { subjectKind: 'company', company: id },
        holder: holderFund === null ? { holderKind: 'tenant' } : { holderKind: 'fund', holderFund },
        amount: input.amount,
        shares,
        currency: locked.currency,
        status: 'paid',
        type: 'manual',
        occurredAt,
        createdBy: user.id,
        note: input.note ?? null,
        tenant: tenantId,
      })
      return { status: 201, body: answer }
    })
  },
})
