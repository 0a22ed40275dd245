// Amounts are stored as integers in the currency's minor unit (pence, cents) so sums never drift.

import { DEFAULT_LOCALE } from './locale'

// Building an Intl formatter costs far more than using one (a list page formats dozens of
// amounts): one per currency (and locale) for the life of the process.
const digitsByCurrency = new Map<string, number>()
const moneyFormats = new Map<string, Intl.NumberFormat | null>()

/** How many minor-unit digits a currency has (GBP 2, JPY 0); 2 when Intl does not know the code. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    if (digitsByCurrency.size < 500) digitsByCurrency.set(currency, digits)
  }
  return digits
}

function moneyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`
  let format = moneyFormats.get(key)
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits })
    } catch {
      format = null
    }
    if (moneyFormats.size < 500) moneyFormats.set(key, format)
  }
  return format
}

/** A minor-unit integer as money, e.g. formatMoney(25000000, 'GBP') === '£250,000.00'. */
export function formatMoney(minor: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  const digits = minorUnitDigits(currency)
  const major = minor / 10 ** digits
  // An unknown code (bad data) still shows the figure rather than breaking the page.
  return moneyFormat(locale, currency, digits)?.format(major) ?? `${currency} ${major.toFixed(digits)}`
}

/** Minor units as the plain decimal a person types, e.g. 25000050 GBP -> '250000.50'. */
export function minorToMajorInput(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const text = Math.abs(Math.trunc(minor)).toString().padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * A typed decimal in major units to a minor-unit integer, parsed as text so 0.29 never becomes
 * 28.999…; null when it is not a non-negative amount with at most the currency's decimals.
 */
export function majorInputToMinor(value: string, currency: string): number | null {
  const digits = minorUnitDigits(currency)
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim().replace(/,/g, ''))
  if (!match) return null
  const [, whole, fraction = ''] = match
  if (fraction.length > digits) return null
  const minor = Number(whole + fraction.padEnd(digits, '0'))
  return Number.isSafeInteger(minor) ? minor : null
}

let codesByDigits: Map<number, string[]> | null = null

/**
 * Every currency code Intl knows, grouped by minor-unit digits (minorUnitDigits: 0 for JPY, 2 for
 * GBP, 3 for KWD). A code missing here counts as 2 digits, as minorUnitDigits counts it.
 */
export function currencyCodesByDigits(): ReadonlyMap<number, readonly string[]> {
  if (!codesByDigits) {
    codesByDigits = new Map()
    for (const code of Intl.supportedValuesOf('currency')) {
      const digits = minorUnitDigits(code)
      const codes = codesByDigits.get(digits) ?? []
      codes.push(code)
      codesByDigits.set(digits, codes)
    }
  }
  return codesByDigits
}

/**
 * A typed amount in major units as the bound of a range over minor units with `digits` decimals:
 * amounts are whole minor units, so a finer bound rounds inwards (at least 10.005 GBP is at least
 * 1001 pence; at most 10.005 GBP is at most 1000). Null when it is not a non-negative decimal.
 */
export function majorBoundToMinor(value: string, digits: number, end: 'min' | 'max'): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim().replace(/,/g, ''))
  if (!match) return null
  const [, whole, fraction = ''] = match
  const kept = Number(whole + fraction.slice(0, digits).padEnd(digits, '0'))
  const finer = /[1-9]/.test(fraction.slice(digits))
  const minor = finer && end === 'min' ? kept + 1 : kept
  return Number.isSafeInteger(minor) ? minor : null
}
