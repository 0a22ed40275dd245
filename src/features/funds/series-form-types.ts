import type { TFormOption } from '@/lib/resource/define-resource'

// The small forms that add a point to a fund's or company's dated series (a NAV, a valuation, a
// share price, a maturity status, a KPI), declared on the server and drawn by series-point-form.tsx.

export type TSeriesCollectionSlug = 'net-asset-values' | 'fund-kpis' | 'valuations' | 'share-prices' | 'company-maturity-statuses'

export type TPointField = {
  name: string
  label: string
  /** date: a day (today by default); money: major units in the subject's currency; whole: a whole number (may be negative); select: one of `options`. */
  kind: 'date' | 'money' | 'whole' | 'text' | 'select'
  required?: boolean
  helper?: string
  options?: readonly TFormOption[]
}

export type TPointForm = {
  collection: TSeriesCollectionSlug
  subject: { field: 'fund' | 'company'; id: number }
  /** The subject's currency: what money fields are typed in (the server stamps the same on the point). */
  currency: string
  title: string
  submitLabel: string
  fields: readonly TPointField[]
}
