import type { PayloadRequest } from 'payload'

import { INSIDER_REGISTER_PATHS, PA_DEAL_SIDE_LABEL } from '@/domain/compliance/insider-register'
import { ACCEPTANCES_RESOURCE, PA_DEALS_RESOURCE, registerTime } from '../register-resources'
import { registerPdf, type TPdfColumn, type TPdfRow } from '../register-pdf'
import { defineEndpoint } from '@/lib/app-error'
import { formatMoney } from '@/lib/money'
import type { TResourceDefinition, TRow } from '@/lib/resource/define-resource'
import { resourceRowBatches } from '@/lib/resource/resource-export'
import { parseListQuery, searchParamsOf, type TListQuery } from '@/lib/resource/resource-query'
import { resourceRequest, resourcesByKey } from '@/lib/resource/resource-request'
import { tenantById } from '@/tenancy/resolve-tenant'

// GET /api/insider-register/export-pdf and /api/insider-register/pa-deals/export-pdf (decision 029): the
// register as the list shows it (same access, switch, filters; `q=` and `filter[…]` as on the
// screen and the CSV) as a PDF for a regulator. Refusals as the kit's CSV export: 401, 403 without
// `compliance` index, 404 while market_sounding_enabled is off.

const text = (value: unknown) => (value == null ? '' : String(value))
const day = (value: unknown) => text(value).slice(0, 10)

type TPdfList = { resource: TResourceDefinition; path: string; title: string; columns: TPdfColumn[]; row: (row: TRow) => TPdfRow; emptyText: string }

const ACCEPTANCES_PDF: TPdfList = {
  resource: ACCEPTANCES_RESOURCE,
  path: INSIDER_REGISTER_PATHS.registerPdf.replace('/api', ''),
  title: 'Insider register: market-sounding acceptances',
  columns: [
    { label: 'Reference', width: 1.2 },
    { label: 'Accepted at', width: 1.3 },
    { label: 'Investor', width: 2.4 },
    { label: 'Opportunity', width: 2.4 },
    { label: 'Corrects', width: 1.1 },
    { label: 'Note', width: 2 },
  ],
  row: (row) => ({
    cells: [text(row.reference), registerTime(row.acceptedAt), [text(row.investorName), text(row.investorEmail)].filter(Boolean).join(', '), text(row.opportunityName), text(row.correctsReference), text(row.note)],
    below: { label: 'What they were told', text: text(row.description) },
  }),
  emptyText: ACCEPTANCES_RESOURCE.emptyText,
}

const PA_DEALS_PDF: TPdfList = {
  resource: PA_DEALS_RESOURCE,
  path: INSIDER_REGISTER_PATHS.paDealsPdf.replace('/api', ''),
  title: 'Insider register: personal-account deals',
  columns: [
    { label: 'Entry', width: 0.6 },
    { label: 'Dealt on', width: 0.9 },
    { label: 'Staff member', width: 1.6 },
    { label: 'Instrument', width: 2 },
    { label: 'Side', width: 0.5 },
    { label: 'Quantity', width: 0.8 },
    { label: 'Price per unit', width: 1 },
    { label: 'Pre-cleared by, on', width: 1.6 },
    { label: 'Corrects entry', width: 0.7 },
    { label: 'Notes', width: 2.2 },
  ],
  row: (row) => ({
    cells: [
      text(row.id),
      day(row.dealtOn),
      text(row.staffName),
      text(row.instrument),
      PA_DEAL_SIDE_LABEL[row.side as 'buy'] ?? text(row.side),
      text(row.quantity),
      typeof row.price === 'number' ? formatMoney(row.price, text(row.currency)) : '',
      row.preClearedByName ? `${text(row.preClearedByName)}, ${day(row.preClearedAt)}` : 'Not pre-cleared',
      text(row.corrects),
      text(row.notes),
    ],
  }),
  emptyText: PA_DEALS_RESOURCE.emptyText,
}

/** The filters a reader of the PDF should know were applied, in words ('Accepted from: 2026-01-01'). */
function filtersInWords(list: TPdfList, query: TListQuery): string[] {
  const words = Object.entries(query.filters).map(([key, value]) => {
    const [field, end] = key.split('.')
    const label = list.resource.filters?.find((filter) => filter.field === field)?.label ?? field
    return `${label}${end ? ` ${end}` : ''}: ${value}`
  })
  return words.length ? [`Filtered by ${words.join('; ')}.`] : ['All entries.']
}

function pdfEndpoint(list: TPdfList) {
  const byKey = resourcesByKey([list.resource])
  return defineEndpoint({
    path: list.path,
    method: 'get',
    handler: async (req: PayloadRequest) => {
      req.routeParams = { ...req.routeParams, key: list.resource.key }
      const { ctx } = await resourceRequest(req, byKey, 'index')
      const query = parseListQuery(list.resource, searchParamsOf(req.searchParams))
      const tenant = await tenantById(req.payload, ctx.tenantId)
      async function* rows(): AsyncGenerator<TPdfRow> {
        for await (const batch of resourceRowBatches(list.resource, ctx, query)) for (const row of batch) yield list.row(row)
      }
      const bytes = await registerPdf({ organisation: tenant?.name ?? '', title: list.title, filters: filtersInWords(list, query), columns: list.columns, rows: rows(), emptyText: list.emptyText })
      const name = `${list.resource.key}-${new Date().toISOString().slice(0, 10)}.pdf`
      return new Response(Buffer.from(bytes), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' } })
    },
  })
}

export const exportAcceptancesPdfEndpoint = pdfEndpoint(ACCEPTANCES_PDF)
export const exportPaDealsPdfEndpoint = pdfEndpoint(PA_DEALS_PDF)
