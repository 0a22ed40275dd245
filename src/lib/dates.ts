import { DEFAULT_LOCALE } from './locale'

// Opening and closing dates are calendar days stored as UTC midnight, so they are read and
// written in UTC: a reader west of Greenwich must not see the day before.

const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }

// One formatter per locale for the life of the process (building one costs far more than using it).
const dayFormats = new Map<string, Intl.DateTimeFormat>()
function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DAY_FORMAT)
    if (dayFormats.size < 100) dayFormats.set(locale, format)
  }
  return format
}

/** '28 Jan 2027', or the placeholder when there is no (valid) date. */
export function formatDate(iso: string | null | undefined, placeholder = '—', locale: string = DEFAULT_LOCALE): string {
  if (!iso) return placeholder
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? placeholder : dayFormat(locale).format(date)
}

/** A stored date as the value of <input type="date"> ('YYYY-MM-DD'); '' when none. */
export function toDateInputValue(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10)
}

/** The value of <input type="date"> as the stored ISO timestamp (UTC midnight); null when empty or invalid. */
export function dateInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date.toISOString()
}

// Moments (a call, a task's due time) are instants: typed in the browser's own time zone, stored in
// UTC, shown by the server in UTC with the zone written out, so nobody misreads them.

const MOMENT_FORMAT: Intl.DateTimeFormatOptions = { ...DAY_FORMAT, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' }

/** '28 Jan 2027, 14:05 UTC', or the placeholder when there is no (valid) moment. */
export function formatDateTime(iso: string | null | undefined, placeholder = '—', locale: string = DEFAULT_LOCALE): string {
  if (!iso) return placeholder
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? placeholder : new Intl.DateTimeFormat(locale, MOMENT_FORMAT).format(date)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as the value of <input type="datetime-local"> in this machine's time zone (the browser's, in a form). */
export function toDateTimeInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The value of <input type="datetime-local"> (this machine's time zone) as an ISO instant; null when empty or invalid. */
export function dateTimeInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
