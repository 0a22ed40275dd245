import { formatMoney, majorInputToMinor } from '@/lib/money'

// KPIs of the tenant's companies (issue 12 §1, decision 036): each KPI has a unit and a direction;
// its values are per company and calendar quarter ("2025-Q3"). Money is whole minor units in the
// company's currency; a percentage is the percent itself (12.5 = 12.5 %); a number is as entered.

export const KPI_UNITS = ['money', 'number', 'percentage'] as const
export type TKpiUnit = (typeof KPI_UNITS)[number]
export const KPI_UNIT_LABEL: Record<TKpiUnit, string> = { money: 'Money', number: 'Number', percentage: 'Percentage' }

/** attributes_lock (decision 042): what a change or delete of a locked KPI answers. */
export const KPI_LOCKED_MESSAGE = 'This KPI is locked: Support unlocks it before it can be changed or deleted.'

export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/

export const isQuarter = (value: unknown): value is string => typeof value === 'string' && QUARTER_PATTERN.test(value)

/** The quarter a day falls in, e.g. 2025-08-14 -> "2025-Q3". */
export function quarterOf(day: Date): string {
  return `${day.getUTCFullYear()}-Q${Math.floor(day.getUTCMonth() / 3) + 1}`
}

/** The quarter `offset` quarters after (negative: before) `quarter`. */
export function shiftQuarter(quarter: string, offset: number): string {
  const match = QUARTER_PATTERN.exec(quarter)
  if (!match) return quarter
  const index = Number(match[1]) * 4 + Number(match[2]) - 1 + offset
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`
}

/** The `count` quarters ending with `last`, oldest first. */
export function quartersEnding(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftQuarter(last, index - count + 1))
}

/** The last quarter that has ended before `now`. */
export const lastClosedQuarter = (now = new Date()) => shiftQuarter(quarterOf(now), -1)

// Made once: building an Intl.NumberFormat costs far more than formatting with it (the KPI portfolio formats 2,400 values).
const KPI_NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })

/** A value as people read it, in its unit (money in the company's currency). */
export function formatKpiValue(unit: TKpiUnit, value: number | null, currency: string): string {
  if (value === null || !Number.isFinite(value)) return '—'
  if (unit === 'money') return formatMoney(Math.round(value), currency)
  const text = KPI_NUMBER.format(value)
  return unit === 'percentage' ? `${text} %` : text
}

const MAX_ABS_VALUE = 1e15

/**
 * A typed value in the KPI's unit as stored: money from major units ("-1250.50" in GBP -> -125050
 * minor units, no more decimals than the currency has), a number or percentage with at most 4
 * decimals. A string is the reason it cannot be read.
 */
export function kpiValueFromInput(unit: TKpiUnit, input: string | number, currency: string): number | string {
  const text = String(input).trim().replace(/,/g, '').replace(/%$/, '').trim()
  if (!text) return 'Enter a value'
  const negative = text.startsWith('-')
  const digits = negative ? text.slice(1) : text
  if (unit === 'money') {
    const minor = majorInputToMinor(digits, currency)
    if (minor === null) return `Enter an amount in ${currency}, e.g. 1250.50`
    return negative ? -minor : minor
  }
  if (!/^\d+(\.\d{1,4})?$/.test(digits)) return 'Enter a number with at most 4 decimals'
  const value = Number(digits) * (negative ? -1 : 1)
  return Math.abs(value) < MAX_ABS_VALUE ? value : 'Enter a smaller number'
}
