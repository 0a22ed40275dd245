import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { tenantIdOf } from '@/access/current-user'
import { mayOnCompanyInvestments } from '@/access/investment-access'
import { can } from '@/access/permissions'
import { recordAsUser } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { companySharePrice, subjectCapTable, subjectCapTableTotals, type TCompanySharePrice, type TSubjectCapTableRow } from '@/collections/investments/money/subject-figures'
import { HOLDER_KIND_LABEL } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { routeRowId } from '@/lib/http'
import { minorToMajorInput } from '@/lib/money'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'

const BATCH = 1000

/** A fund's name for whoever may see funds; others read that a fund holds it (as the company's Fund field says). */
export const capTableHolderName = (row: Pick<TSubjectCapTableRow, 'holderKind' | 'name'>, mayReadFunds: boolean) =>
  row.holderKind === 'fund' && !mayReadFunds ? 'A fund (not visible to your role)' : row.holderKind === 'tenant' ? `${row.name} (held directly)` : row.name

async function* capTableCsv(payload: Payload, companyId: number, tenantId: number, currency: string, price: TCompanySharePrice | null, mayReadFunds: boolean): AsyncGenerator<string> {
  yield stringify([['Holder', 'Holder type', 'Email', 'Shares', 'Percentage', 'Invested', 'Paid', 'Current value', 'Currency', 'Share price', 'Share price date']])
  const priceText = price ? minorToMajorInput(price.priceMinor, currency) : ''
  for (let offset = 0; ; offset += BATCH) {
    const rows = await subjectCapTable(payload, { kind: 'company', id: companyId }, tenantId, price, { limit: BATCH, offset })
    if (rows.length === 0) return
    yield stringify(
      rows.map((row) => [
        safeCsvText(capTableHolderName(row, mayReadFunds)),
        HOLDER_KIND_LABEL[row.holderKind],
        safeCsvText(row.email ?? ''),
        row.shares,
        row.percentage,
        minorToMajorInput(Number(row.invested), currency),
        minorToMajorInput(Number(row.paid), currency),
        row.value === null ? '' : minorToMajorInput(Number(row.value), currency),
        currency,
        priceText,
        price ? price.asOf.slice(0, 10) : '',
      ]),
    )
    if (rows.length < BATCH) return
  }
}

/**
 * GET /api/companies/{id}/cap-table/export (issue 10 §3 "any company", decision 014): the company's
 * cap table as CSV (holders — its funds, the tenant itself, investors — with shares, percentage,
 * invested, paid and value at the latest share price), streamed. For staff who may open the company.
 */
export const companyCapTableExportEndpoint = defineEndpoint({
  path: '/:id/cap-table/export',
  method: 'get',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const id = routeRowId(req)
    const company = await recordAsUser(req.payload, user, { collection: 'companies', id }, 'read')
    if (!company || !mayOnCompanyInvestments(user.role_id, 'holdings')) throw new AppError('not_found')
    const tenantId = tenantIdOf(user.tenant)!
    const currency = String(company.currency ?? 'GBP')
    const price = await companySharePrice(req.payload, id, tenantId)
    const totals = await subjectCapTableTotals(req.payload, { kind: 'company', id }, tenantId, price)
    return csvResponse(capTableCsv(req.payload, id, tenantId, currency, price, can(user.role_id, 'funds', 'show')), `cap-table-company-${id}-${new Date().toISOString().slice(0, 10)}.csv`, totals.holders)
  },
})
