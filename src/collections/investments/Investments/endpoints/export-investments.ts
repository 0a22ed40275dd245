import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { INVESTMENT_STATUS_LABEL, INVESTMENT_TYPE_LABEL } from '@/domain/investments/money-model'
import { defineEndpoint } from '@/lib/app-error'
import { minorToMajorInput } from '@/lib/money'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'

import { countOpportunityInvestments, opportunityInvestments } from '../../money/ledger-figures'
import { opportunityForStaff, opportunityParam } from './shared'

const BATCH = 1000

/** Minor units as the decimal a spreadsheet reads (exact text, never a float). */
const major = (minor: string, currency: string) => minorToMajorInput(Number(minor), currency)

async function* investmentsCsv(payload: Payload, opportunityId: number, tenantId: number): AsyncGenerator<string> {
  yield stringify([['Reference', 'Investor', 'Email', 'Type', 'Status', 'Amount', 'Paid', 'Outstanding', 'Currency', 'Shares', 'Created']])
  let afterId = 0
  for (;;) {
    const rows = await opportunityInvestments(payload, opportunityId, tenantId, { limit: BATCH, afterId, order: 'id' })
    if (rows.length === 0) return
    yield stringify(
      rows.map((row) => [
        safeCsvText(row.paymentReference),
        safeCsvText(row.holderName),
        safeCsvText(row.holderEmail),
        INVESTMENT_TYPE_LABEL[row.type],
        INVESTMENT_STATUS_LABEL[row.status],
        major(row.amount, row.currency),
        major(row.paid, row.currency),
        major(row.outstanding, row.currency),
        row.currency,
        row.shares,
        row.createdAt,
      ]),
    )
    afterId = rows[rows.length - 1]!.id
    if (rows.length < BATCH) return
  }
}

/**
 * GET /api/investments/export?opportunity=ID (spec 7): the opportunity's investments as CSV,
 * streamed in keyset batches like the kit's export (flat memory, formula cells defused,
 * X-Total-Count), paid and outstanding from the ledger. Staff who may see its transactions.
 */
export const exportInvestmentsEndpoint = defineEndpoint({
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const opportunity = await opportunityForStaff(req, user, opportunityParam(req), 'transactions')
    const tenantId = tenantIdOf(user.tenant)!
    const total = await countOpportunityInvestments(req.payload, opportunity.id, tenantId)
    return csvResponse(investmentsCsv(req.payload, opportunity.id, tenantId), `investments-${opportunity.id}-${new Date().toISOString().slice(0, 10)}.csv`, total)
  },
})
