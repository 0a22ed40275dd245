import { stringify } from 'csv-stringify/sync'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnFundInvestments } from '@/access/investment-access'
import { recordAsUser } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { HOLDER_KIND_LABEL, type THolderKind } from '@/domain/investments/money-model'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { fieldErrorsOf, json, rowIdOf } from '@/lib/http'
import { minorToMajorInput } from '@/lib/money'
import { paginationOf } from '@/lib/pagination'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'

import { fundsEnabledFor } from '../../money/money-access'
import { RECONCILIATION_STATE_LABEL, reconciliationState, subjectReconciliation, type TReconciliationSubject } from '../../money/reconciliation'
import { opportunityForStaff } from './shared'

type TReconciledSubject = TReconciliationSubject & { title: string; currency: string }

/**
 * `?opportunity=ID` or `?fund=ID`, as this staff user may see its transactions (decision 018):
 * an opportunity through `opportunityForStaff` (spec 6 at its stage), a fund while the tenant's funds
 * area is on, readable by the user, with `funds` show. Anything else is not found.
 */
async function subjectOf(req: PayloadRequest, user: TTenantUser): Promise<TReconciledSubject> {
  const opportunityId = rowIdOf(req.searchParams.get('opportunity'))
  const fundId = rowIdOf(req.searchParams.get('fund'))
  if ((opportunityId === null) === (fundId === null)) throw new AppError('invalid', 'Name one opportunity or one fund: ?opportunity=ID or ?fund=ID.', { opportunity: ['Choose an opportunity or a fund'] })
  if (opportunityId !== null) {
    const opportunity = await opportunityForStaff(req, user, opportunityId, 'transactions')
    return { kind: 'opportunity', id: opportunity.id, title: opportunity.title, currency: opportunity.currency }
  }
  if (!mayOnFundInvestments(user.role_id, 'transactions') || !(await fundsEnabledFor(req.payload, user))) throw new AppError('not_found')
  const fund = await recordAsUser(req.payload, user, { collection: 'funds', id: fundId! }, 'read')
  if (!fund) throw new AppError('not_found')
  return { kind: 'fund', id: fundId!, title: String(fund.name ?? ''), currency: String(fund.currency ?? 'GBP') }
}

const ZQuery = z.object({
  page: z.coerce.number().int('Choose a whole page number').min(1, 'Pages start at 1').max(1_000_000).default(1),
  limit: z.coerce.number().int('Choose a whole number of rows').min(1, 'Ask for at least one row').max(500, 'Ask for at most 500 rows').default(100),
})

/**
 * GET /api/investments/reconciliation?opportunity=ID | fund=ID &page=&limit= (issue 10 §2,
 * decision 018): per holder what the ledger expects (committed + called) against what it received
 * (paid + cash-call payments), and the difference; rows that differ first, with the totals over
 * every holder, all summed by PostgreSQL. For staff who may see the subject's transactions.
 */
export const reconciliationEndpoint = defineEndpoint({
  path: '/reconciliation',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const input = ZQuery.safeParse({ page: req.searchParams.get('page') || undefined, limit: req.searchParams.get('limit') || undefined })
    if (!input.success) throw invalid(fieldErrorsOf(input.error, 'query'))
    const subject = await subjectOf(req, user)
    const { page, limit } = input.data
    const { totals, rows } = await subjectReconciliation(req.payload, subject, tenantIdOf(user.tenant)!, { limit, offset: (page - 1) * limit })
    return json(
      { subject: { kind: subject.kind, id: subject.id, title: subject.title, currency: subject.currency }, totals, data: rows.map((row) => ({ ...row, state: reconciliationState(row.difference) })), ...paginationOf(totals.holders, page, limit) },
      200,
      { 'Cache-Control': 'private, no-store' },
    )
  },
})

const BATCH = 1000

async function* reconciliationCsv(payload: Payload, subject: TReconciledSubject, tenantId: number): AsyncGenerator<string> {
  const major = (minor: string) => minorToMajorInput(Number(minor), subject.currency)
  yield stringify([['Holder', 'Holder kind', 'Email', 'Committed', 'Called', 'Expected', 'Paid on investments', 'Paid on cash calls', 'Received', 'Difference', 'State', 'Currency']])
  for (let offset = 0; ; offset += BATCH) {
    const { rows } = await subjectReconciliation(payload, subject, tenantId, { limit: BATCH, offset })
    if (rows.length === 0) return
    yield stringify(
      rows.map((row) => [
        safeCsvText(row.name),
        HOLDER_KIND_LABEL[row.holderKind as THolderKind] ?? row.holderKind,
        safeCsvText(row.email),
        major(row.committed),
        major(row.called),
        major(row.expected),
        major(row.paid),
        major(row.callsPaid),
        major(row.received),
        major(row.difference),
        RECONCILIATION_STATE_LABEL[reconciliationState(row.difference)],
        subject.currency,
      ]),
    )
    if (rows.length < BATCH) return
  }
}

/**
 * GET /api/investments/reconciliation/export?opportunity=ID | fund=ID: the same as CSV, in the
 * screen's order (rows that differ first), streamed a batch at a time (formula cells defused,
 * X-Total-Count), amounts as exact decimals of the subject's currency.
 */
export const reconciliationExportEndpoint = defineEndpoint({
  path: '/reconciliation/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const subject = await subjectOf(req, user)
    const tenantId = tenantIdOf(user.tenant)!
    const { totals } = await subjectReconciliation(req.payload, subject, tenantId, { limit: 0, offset: 0 })
    return csvResponse(reconciliationCsv(req.payload, subject, tenantId), `reconciliation-${subject.kind}-${subject.id}-${new Date().toISOString().slice(0, 10)}.csv`, totals.holders)
  },
})
