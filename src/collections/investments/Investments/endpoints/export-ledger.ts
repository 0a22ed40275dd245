import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { requireTenantUser } from '@/access/require-user'
import { LEDGER_KIND_LABEL } from '@/domain/investments/money-model'
import { defineEndpoint } from '@/lib/app-error'
import { minorToMajorInput } from '@/lib/money'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'

import { countLedgerEntries, recentLedgerEntries } from '../../money/ledger-figures'
import { opportunityForStaff, opportunityParam } from './shared'

const BATCH = 1000

async function* ledgerCsv(payload: Payload, opportunityId: number, tenantId: number): AsyncGenerator<string> {
  yield stringify([['Entry', 'Date', 'Movement', 'Reverses entry', 'Investor', 'Reference', 'Amount', 'Currency', 'Shares', 'Note']])
  let afterId = 0
  for (;;) {
    const rows = await recentLedgerEntries(payload, opportunityId, tenantId, BATCH, afterId)
    if (rows.length === 0) return
    yield stringify(
      rows.map((row) => [
        row.id,
        row.occurredAt,
        LEDGER_KIND_LABEL[row.kind],
        row.reverses ?? '',
        safeCsvText(row.holderName ?? ''),
        safeCsvText(row.paymentReference ?? ''),
        minorToMajorInput(Number(row.amount), row.currency),
        row.currency,
        row.sharesDelta,
        safeCsvText(row.note ?? ''),
      ]),
    )
    afterId = rows[rows.length - 1]!.id
    if (rows.length < BATCH) return
  }
}

/** GET /api/investments/ledger/export?opportunity=ID: every ledger entry of the opportunity as CSV, in entry order, streamed. */
export const exportLedgerEndpoint = defineEndpoint({
  path: '/ledger/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const opportunity = await opportunityForStaff(req, user, opportunityParam(req), 'transactions')
    const tenantId = tenantIdOf(user.tenant)!
    const total = await countLedgerEntries(req.payload, opportunity.id, tenantId)
    return csvResponse(ledgerCsv(req.payload, opportunity.id, tenantId), `ledger-${opportunity.id}-${new Date().toISOString().slice(0, 10)}.csv`, total)
  },
})
