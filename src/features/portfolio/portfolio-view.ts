import type { TPortfolioEntry, TPortfolioHolding, TPortfolioTotals } from '@/collections/investments/money/portfolio-figures'
import { LEDGER_KIND_LABEL } from '@/domain/investments/money-model'
import { PORTFOLIO_COLUMN_TERM, PORTFOLIO_STAT_TERM, type TPortfolioColumn, type TPortfolioStat } from '@/domain/portfolio/portfolio-columns'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { term, type TTerminology } from '@/tenancy/terminology'

// How the portfolio's figures read (issue 13 §4, decision 032): one place for the portal's tables,
// the overview and the PDF statement, so they say the same. The figures are PostgreSQL's text sums;
// here they are only formatted.

export const columnLabel = (terminology: TTerminology, column: TPortfolioColumn) => term(terminology, PORTFOLIO_COLUMN_TERM[column])
export const statLabel = (terminology: TTerminology, stat: TPortfolioStat) => term(terminology, PORTFOLIO_STAT_TERM[stat])

const money = (minor: string | null, currency: string) => (minor === null ? '—' : formatMoney(Number(minor), currency))
const percent = (value: string | null) => (value === null ? '—' : `${Number(value) > 0 ? '+' : ''}${Number(value).toFixed(2)}%`)
const whole = (value: string) => Number(value).toLocaleString('en-GB')

export const SUBJECT_KIND_LABEL = { opportunity: 'Opportunity', company: 'Company', fund: 'Fund' } as const

/** Who holds it, in the investor's words: "You", the organisation, or the method account. */
export const holderLabel = (holder: TPortfolioHolding['holder'] | TPortfolioEntry['holder']) => (holder.kind === 'investor' ? 'You' : (holder.name ?? ''))

export function holdingCell(holding: TPortfolioHolding, column: TPortfolioColumn): string {
  switch (column) {
    case 'heldBy':
      return holderLabel(holding.holder)
    case 'invested':
      return money(holding.invested, holding.currency)
    case 'paid':
      return money(holding.paid, holding.currency)
    case 'outstanding':
      return money(holding.outstanding, holding.currency)
    case 'shares':
      return holding.subject.kind === 'fund' ? '—' : whole(holding.shares)
    case 'sharePrice':
      return holding.sharePrice === null ? 'Not priced yet' : money(holding.sharePrice, holding.currency)
    case 'currentValue':
      return holding.value === null ? 'Not valued yet' : money(holding.value, holding.currency)
    case 'distributions':
      return money(holding.distributions, holding.currency)
    case 'gain':
      return money(holding.gain, holding.currency)
    case 'gainPercent':
      return percent(holding.gainPercent)
    case 'firstInvested':
      return formatDate(holding.firstInvestedAt)
  }
}

/** A stat of one currency's totals. */
export function statValue(totals: TPortfolioTotals, stat: TPortfolioStat): string {
  switch (stat) {
    case 'invested':
      return money(totals.invested, totals.currency)
    case 'paid':
      return money(totals.paid, totals.currency)
    case 'outstanding':
      return money(totals.outstanding, totals.currency)
    case 'currentValue':
      return money(totals.value, totals.currency)
    case 'distributions':
      return money(totals.distributions, totals.currency)
    case 'gain':
      return money(totals.gain, totals.currency)
    case 'gainPercent':
      return percent(totals.gainPercent)
    case 'holdings':
      return String(totals.holdings)
  }
}

/** A ledger entry in the investor's words: investments and cash calls are money owed, payments and distributions money moved. */
export const entryKindLabel = (entry: Pick<TPortfolioEntry, 'kind' | 'category'>) => (entry.kind === entry.category ? LEDGER_KIND_LABEL[entry.kind] : `${LEDGER_KIND_LABEL[entry.kind]} (${LEDGER_KIND_LABEL[entry.category].toLowerCase()})`)
