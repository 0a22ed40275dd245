import { can } from '@/access/permissions'
import {
  MATURITY_STATUS_LABEL,
  MATURITY_STATUSES,
  maturityStatusPalette,
  maturityStatusText,
  SHARE_PRICE_SOURCE_LABEL,
  SHARE_PRICE_SOURCES,
  VALUATION_METHOD_LABEL,
  VALUATION_METHODS,
  type TSharePriceSource,
  type TValuationMethod,
} from '@/domain/funds/funds'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import type { TRow } from '@/lib/resource/define-resource'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

import { SeriesCard, StatusBadge } from './series-card'

// The company record's series (issue 10 §6): valuations and share prices (chart, table, add form)
// and the maturity-status history. Read as the signed-in user; the forms show to whoever may update
// the company (funds_opportunity update).

type TProps = { ctx: TDetailContext; row: TRow }

const SERIES_LIMIT = 500

const companyOf = (row: TRow) => ({ id: row.id, currency: String(row.currency ?? 'GBP') })
const mayChange = (ctx: TDetailContext) => can(ctx.user.role_id, 'funds_opportunity', 'update')

export async function CompanyValuationsPanel({ ctx, row }: TProps) {
  const company = companyOf(row)
  const { docs } = await ctx.payload.find({ collection: 'valuations', where: { company: { equals: company.id } }, sort: ['-date', '-id'], limit: SERIES_LIMIT, pagination: false, depth: 0, overrideAccess: false, user: ctx.user })
  const change = mayChange(ctx)
  return (
    <SeriesCard
      title="Valuations"
      description={`The company's valuation over time, in ${company.currency}.`}
      chart={{ label: 'Valuation', currency: company.currency, points: [...docs].reverse().map((doc) => ({ date: doc.date, value: doc.value })) }}
      columns={['Date', 'Valuation', 'Method', 'Note']}
      rows={docs.map((doc) => ({
        id: doc.id,
        what: `the valuation of ${formatDate(doc.date)}`,
        cells: [formatDate(doc.date), formatMoney(doc.value, doc.currency), doc.method ? VALUATION_METHOD_LABEL[doc.method as TValuationMethod] : '—', doc.note ?? ''],
      }))}
      emptyText="No valuation recorded yet."
      deleteFrom={change ? 'valuations' : undefined}
      form={
        change
          ? {
              collection: 'valuations',
              subject: { field: 'company', id: company.id },
              currency: company.currency,
              title: 'Record a valuation',
              submitLabel: 'Add valuation',
              fields: [
                { name: 'date', label: 'Date', kind: 'date', required: true },
                { name: 'value', label: 'Valuation', kind: 'money', required: true },
                { name: 'method', label: 'Method', kind: 'select', options: VALUATION_METHODS.map((value) => ({ value, label: VALUATION_METHOD_LABEL[value] })) },
                { name: 'note', label: 'Note', kind: 'text' },
              ],
            }
          : undefined
      }
    />
  )
}

export async function CompanySharePricesPanel({ ctx, row }: TProps) {
  const company = companyOf(row)
  const { docs } = await ctx.payload.find({ collection: 'share-prices', where: { company: { equals: company.id } }, sort: ['-date', '-id'], limit: SERIES_LIMIT, pagination: false, depth: 0, overrideAccess: false, user: ctx.user })
  const change = mayChange(ctx)
  return (
    <SeriesCard
      title="Share prices"
      description={`Price per share over time, in ${company.currency}.`}
      chart={{ label: 'Share price', currency: company.currency, points: [...docs].reverse().map((doc) => ({ date: doc.date, value: doc.price })) }}
      columns={['Date', 'Price per share', 'Source', 'Note']}
      rows={docs.map((doc) => ({
        id: doc.id,
        what: `the share price of ${formatDate(doc.date)}`,
        cells: [formatDate(doc.date), formatMoney(doc.price, doc.currency), doc.source ? SHARE_PRICE_SOURCE_LABEL[doc.source as TSharePriceSource] : '—', doc.note ?? ''],
      }))}
      emptyText="No share price recorded yet."
      deleteFrom={change ? 'share-prices' : undefined}
      form={
        change
          ? {
              collection: 'share-prices',
              subject: { field: 'company', id: company.id },
              currency: company.currency,
              title: 'Record a share price',
              submitLabel: 'Add share price',
              fields: [
                { name: 'date', label: 'Date', kind: 'date', required: true },
                { name: 'price', label: 'Price per share', kind: 'money', required: true },
                { name: 'source', label: 'Source', kind: 'select', options: SHARE_PRICE_SOURCES.map((value) => ({ value, label: SHARE_PRICE_SOURCE_LABEL[value] })) },
                { name: 'note', label: 'Note', kind: 'text' },
              ],
            }
          : undefined
      }
    />
  )
}

export async function CompanyMaturityPanel({ ctx, row }: TProps) {
  const company = companyOf(row)
  const { docs } = await ctx.payload.find({
    collection: 'company-maturity-statuses',
    where: { company: { equals: company.id } },
    sort: ['-date', '-id'],
    limit: SERIES_LIMIT,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: ctx.user,
  })
  const change = mayChange(ctx)
  return (
    <SeriesCard
      title="Maturity statuses"
      description="The company's status over time; the latest is its current status."
      columns={['Date', 'Status', 'Note']}
      rows={docs.map((doc, index) => ({
        id: doc.id,
        what: `the status of ${formatDate(doc.date)}`,
        cells: [formatDate(doc.date), <StatusBadge key="status" text={`${maturityStatusText(doc.status)}${index === 0 ? ' (current)' : ''}`} palette={maturityStatusPalette(doc.status)} />, doc.note ?? ''],
      }))}
      emptyText="No status recorded yet: the company counts as active."
      deleteFrom={change ? 'company-maturity-statuses' : undefined}
      form={
        change
          ? {
              collection: 'company-maturity-statuses',
              subject: { field: 'company', id: company.id },
              currency: company.currency,
              title: 'Record a status',
              submitLabel: 'Add status',
              fields: [
                { name: 'date', label: 'Date', kind: 'date', required: true },
                { name: 'status', label: 'Status', kind: 'select', required: true, options: MATURITY_STATUSES.map((value) => ({ value, label: MATURITY_STATUS_LABEL[value] })) },
                { name: 'note', label: 'Note', kind: 'text' },
              ],
            }
          : undefined
      }
    />
  )
}
