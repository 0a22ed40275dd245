import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { defineEndpoint } from '@/lib/app-error'
import { minorToMajorInput } from '@/lib/money'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'

import { capTable, capTableTotals, latestSharePrice, type TSharePrice } from '../../money/ledger-figures'
import { opportunityForStaff, opportunityParam } from './shared'

const BATCH = 1000

async function* capTableCsv(payload: Payload, opportunityId: number, tenantId: number, currency: string, price: TSharePrice | null): AsyncGenerator<string> {
  yield stringify([['Holder', 'Email', 'Shares', 'Percentage', 'Invested', 'Paid', 'Current value', 'Currency', 'Share price']])
  const priceText = price ? minorToMajorInput(price.priceMinor, currency) : ''
  let afterId = 0
  let afterKind = ''
  for (;;) {
    const rows = await capTable(payload, opportunityId, tenantId, price, { limit: BATCH, afterId, afterKind })
    if (rows.length === 0) return
    yield stringify(
      rows.map((row) => [
        safeCsvText(row.name),
        safeCsvText(row.email),
        row.shares,
        row.percentage,
        minorToMajorInput(Number(row.invested), currency),
        minorToMajorInput(Number(row.paid), currency),
        row.value === null ? '' : minorToMajorInput(Number(row.value), currency),
        currency,
        priceText,
      ]),
    )
    afterId = rows[rows.length - 1]!.holderId
    afterKind = rows[rows.length - 1]!.holderKind
    if (rows.length < BATCH) return
  }
}

/**
 * GET /api/investments/cap-table/export?opportunity=ID (issue 10 §3): the cap table as CSV (holders,
 * shares, percentage, invested, paid, value at the latest share price), streamed.
 */
export const capTableExportEndpoint = defineEndpoint({
  path: '/cap-table/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const opportunity = await opportunityForStaff(req, user, opportunityParam(req), 'holdings')
    const tenantId = tenantIdOf(user.tenant)!
    const price = await latestSharePrice(req.payload, opportunity.id, tenantId)
    const totals = await capTableTotals(req.payload, opportunity.id, tenantId, price)
    return csvResponse(capTableCsv(req.payload, opportunity.id, tenantId, opportunity.currency, price), `cap-table-${opportunity.id}-${new Date().toISOString().slice(0, 10)}.csv`, totals.holders)
  },
})
