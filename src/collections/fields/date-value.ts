// A custom `validate` replaces Payload's own, so date fields that add a rule check the value first:
// a date outside JavaScript's range (or a random string) would otherwise fail later, as a 500.
export const INVALID_DATE = 'Enter a valid date'

export function isDateOrEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return false
  const year = new Date(value).getUTCFullYear()
  return year >= 1 && year <= 9999
}
