import { stringify } from 'csv-stringify/sync'
import { z } from 'zod'

import { portfolioEntries, portfolioHoldings, portfolioTotals, type TPortfolioEntry, type TPortfolioHolding } from '@/collections/investments/money/portfolio-figures'
import { defineEndpoint, invalid } from '@/lib/app-error'
import { formatDate } from '@/lib/dates'
import { fieldErrorsOf, responseOf } from '@/lib/http'
import { formatMoney, minorToMajorInput } from '@/lib/money'
import { csvResponse } from '@/lib/resource/csv-response'
import { safeCsvText } from '@/lib/resource/resource-export'
import { terminologyOf } from '@/tenancy/branding'

import { columnLabel, entryKindLabel, holderLabel, holdingCell, statLabel, statValue, SUBJECT_KIND_LABEL } from '../portfolio-view'
import { portfolioCaller } from './portfolio-access'
import { statementPdf } from './statement-pdf'

const DAY = 86_400_000

/** A day as YYYY-MM-DD, read as its UTC midnight. */
const zDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD' })
  .transform((value) => new Date(`${value}T00:00:00.000Z`))
  .refine((date) => !Number.isNaN(date.getTime()), { error: 'Enter a real date' })
  .transform((date) => date.toISOString())

/** ?format=csv|pdf&report=holdings|transactions&from=YYYY-MM-DD&to=YYYY-MM-DD (both days included; default: this year to today). */
const ZExportQuery = z
  .object({
    format: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }).default('csv'),
    report: z.enum(['holdings', 'transactions'], { error: 'Choose holdings or transactions' }).default('holdings'),
    from: zDay.optional(),
    to: zDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], error: 'The end of the period is before its start' })

const day = (iso: string) => iso.slice(0, 10)
const major = (minor: string | null, currency: string) => (minor === null ? '' : minorToMajorInput(Number(minor), currency))

function holdingsCsv(holdings: TPortfolioHolding[]): string {
  return stringify([
    ['Type', 'Holding', 'Held by', 'Currency', 'Invested', 'Paid', 'Outstanding', 'Shares', 'Share price', 'Current value', 'Valued at', 'Distributions', 'Gain', 'Gain %', 'First invested'],
    ...holdings.map((holding) => [
      SUBJECT_KIND_LABEL[holding.subject.kind],
      safeCsvText(holding.subject.name),
      safeCsvText(holderLabel(holding.holder)),
      holding.currency,
      major(holding.invested, holding.currency),
      major(holding.paid, holding.currency),
      major(holding.outstanding, holding.currency),
      holding.subject.kind === 'fund' ? '' : holding.shares,
      major(holding.sharePrice, holding.currency),
      major(holding.value, holding.currency),
      holding.valuedAt ? day(holding.valuedAt) : '',
      major(holding.distributions, holding.currency),
      major(holding.gain, holding.currency),
      holding.gainPercent ?? '',
      holding.firstInvestedAt ? day(holding.firstInvestedAt) : '',
    ]),
  ])
}

function entriesCsv(entries: TPortfolioEntry[]): string {
  return stringify([
    ['Date', 'Type', 'Holding', 'Held by', 'Entry', 'Amount', 'Shares', 'Currency', 'Payment reference'],
    ...entries.map((entry) => [
      day(entry.occurredAt),
      SUBJECT_KIND_LABEL[entry.subject.kind],
      safeCsvText(entry.subject.name),
      safeCsvText(holderLabel(entry.holder)),
      entryKindLabel(entry),
      major(entry.amount, entry.currency),
      entry.sharesDelta,
      entry.currency,
      entry.paymentReference ?? '',
    ]),
  ])
}

async function* once(text: string): AsyncGenerator<string> {
  yield text
}

/**
 * GET /api/portfolio/export (spec 7; issue 13 §4, decision 032): the signed-in investor's own
 * portfolio as CSV (holdings now, or the transactions of a period) or as a PDF statement for a
 * period (holdings and values as at the day it is made, the period's transactions). Only ever the
 * caller's holdings: the investor and tenant are the session's, as in GET /api/portfolio.
 */
export const portfolioExportEndpoint = defineEndpoint({
  path: '/portfolio/export',
  method: 'get',
  handler: async (req) => {
    const found = await portfolioCaller(req.payload, req.user)
    if ('refusal' in found) return responseOf(found.refusal)
    const { investor, tenant, scope } = found.caller
    const query = ZExportQuery.safeParse(Object.fromEntries(req.searchParams.entries()))
    if (!query.success) throw invalid(fieldErrorsOf(query.error, 'query'))
    const now = new Date()
    const from = query.data.from ?? `${now.getUTCFullYear()}-01-01T00:00:00.000Z`
    const to = query.data.to ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
    const toExclusive = new Date(new Date(to).getTime() + DAY).toISOString()
    const stamp = now.toISOString().slice(0, 10)

    if (query.data.format === 'csv') {
      if (query.data.report === 'transactions') {
        const entries = await portfolioEntries(req.payload, scope, { from, to: toExclusive })
        return csvResponse(once(entriesCsv(entries)), `portfolio-transactions-${day(from)}-${day(to)}.csv`, entries.length)
      }
      const holdings = await portfolioHoldings(req.payload, scope)
      return csvResponse(once(holdingsCsv(holdings)), `portfolio-${stamp}.csv`, holdings.length)
    }

    const holdings = await portfolioHoldings(req.payload, scope)
    const totals = await portfolioTotals(req.payload, scope)
    const entries = await portfolioEntries(req.payload, scope, { from, to: toExclusive })
    const terminology = terminologyOf(tenant)
    const name = [investor.name, investor.surname].filter(Boolean).join(' ')
    const bytes = await statementPdf({
      organisation: tenant.name,
      title: 'Portfolio statement',
      lines: [
        `${name} (${investor.email})`,
        `Period: ${formatDate(from)} to ${formatDate(to)}`,
        `Made ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC. Holdings and values are as at that day; the transactions are those of the period. Amounts in each holding's currency; totals are per currency.`,
      ],
      sections: [
        {
          title: 'Summary',
          table: {
            columns: [{ label: 'Currency', width: 1 }, ...(['holdings', 'invested', 'paid', 'currentValue', 'distributions', 'gain', 'gainPercent'] as const).map((stat) => ({ label: statLabel(terminology, stat), width: 1.4, align: 'right' as const }))],
            rows: totals.map((each) => [each.currency, ...(['holdings', 'invested', 'paid', 'currentValue', 'distributions', 'gain', 'gainPercent'] as const).map((stat) => statValue(each, stat))]),
            emptyText: 'No holdings.',
          },
          note: totals.some((each) => each.unvalued > 0) ? 'Holdings without a price or NAV yet are in the invested and paid figures, not in the value or the gain.' : undefined,
        },
        {
          title: 'Holdings',
          table: {
            columns: [
              { label: 'Holding', width: 2.4 },
              { label: columnLabel(terminology, 'heldBy'), width: 1.6 },
              ...(['invested', 'shares', 'currentValue', 'gain'] as const).map((column) => ({ label: columnLabel(terminology, column), width: 1.2, align: 'right' as const })),
            ],
            rows: holdings.map((holding) => [`${holding.subject.name} (${SUBJECT_KIND_LABEL[holding.subject.kind].toLowerCase()})`, ...(['heldBy', 'invested', 'shares', 'currentValue', 'gain'] as const).map((column) => holdingCell(holding, column))]),
            emptyText: 'No holdings.',
          },
        },
        {
          title: 'Transactions in the period',
          table: {
            columns: [
              { label: 'Date', width: 1 },
              { label: 'Holding', width: 2.2 },
              { label: columnLabel(terminology, 'heldBy'), width: 1.4 },
              { label: 'Entry', width: 1.4 },
              { label: 'Amount', width: 1.2, align: 'right' },
              { label: columnLabel(terminology, 'shares'), width: 0.9, align: 'right' },
            ],
            rows: entries.map((entry) => [formatDate(entry.occurredAt), entry.subject.name, holderLabel(entry.holder), entryKindLabel(entry), formatMoney(Number(entry.amount), entry.currency), entry.sharesDelta === '0' ? '' : Number(entry.sharesDelta).toLocaleString('en-GB')]),
            emptyText: 'No transactions in this period.',
          },
        },
      ],
    })
    return new Response(Buffer.from(bytes), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="portfolio-statement-${day(from)}-${day(to)}.pdf"`, 'Cache-Control': 'private, no-store' } })
  },
})
