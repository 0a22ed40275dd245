import { z } from 'zod'

import { isEmptyRichText, richTextProblem } from '@/lib/lexical'

// Value rules that REST bodies, collections and forms share (one zod rule each, issue 9 §2).

export const INVALID_DATE = 'Enter a valid date'

/** A date within years 1–9999: beyond JavaScript's range a date would fail later, as a 500. */
export function isDateOrEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return false
  const year = new Date(value).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** An optional stored date (ISO text); null clears it. */
export const zOptionalDate = z
  .union([z.string(), z.date()])
  .refine((value) => value !== '' && isDateOrEmpty(value), INVALID_DATE)
  .nullish()

export const zCurrency = z.string('Use a 3-letter ISO currency code').regex(/^[A-Z]{3}$/, 'Use a 3-letter ISO currency code')

/** Money in minor units (pence, cents): a whole number, never a float. */
export const zMinorAmount = z.number('Enter an amount').int('Enter a whole number of minor units').nonnegative('Enter an amount of zero or more').max(Number.MAX_SAFE_INTEGER)

/** A relationship as an id; a populated record counts as its id, a form's option value ('12') as 12. */
export const zRelationId = (message: string) =>
  z.preprocess((value) => {
    if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
    return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  }, z.number(message).int(message).positive(message))

/** Optional text: trimmed, empty as null. */
export const zOptionalText = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string('Enter text').trim().max(max, `Use at most ${max} characters`).nullish())

/** Ids of related rows (a many-relationship): each as zRelationId reads it, no repeats, at most `max`; null or absent as none. */
export const zRelationIds = (message: string, max: number) =>
  z
    .array(zRelationId(message), message)
    .max(max, `Choose at most ${max}`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each one once')
    .nullish()

/** A required stored date (ISO text). */
export const zDate = (message = 'Enter a date') =>
  z
    .union([z.string(message), z.date()], message)
    .refine((value) => value !== '', message)
    .refine((value) => isDateOrEmpty(value), INVALID_DATE)

/** Required text: trimmed, at least one character, at most `max`. */
export const zText = (message: string, max: number) => z.string(message).trim().min(1, message).max(max, `Use at most ${max} characters`)

/** The id Payload gives a row of an array field: sent back on edit so the row keeps it. */
export const zArrayRowId = z.string().max(64).nullish()

/**
 * Optional Lexical rich text as the note editor writes it (paragraphs, headings, quotes, lists):
 * a document without words is stored as null, anything the editor cannot make is refused.
 */
export const zOptionalRichText = (maxText?: number) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || isEmptyRichText(value)) return null
    const problem = richTextProblem(value, maxText)
    if (!problem) return value
    ctx.addIssue({ code: 'custom', message: problem })
    return z.NEVER
  })

const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** An optional email of a record's contact (not a sign-in email): trimmed, lower case, empty as null. */
export const zOptionalEmail = z.preprocess(
  blankAsNull,
  z.string().trim().toLowerCase().max(200, 'Use at most 200 characters').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an email address').nullish(),
)

/** An optional phone number: digits, spaces, +, brackets and dashes; empty as null. */
export const zOptionalPhone = z.preprocess(
  blankAsNull,
  z.string().trim().max(40, 'Use at most 40 characters').regex(/^\+?[\d\s()-]{6,}$/, 'Enter a phone number (digits, spaces, +, brackets)').nullish(),
)

/** An optional ISO 3166-1 alpha-2 country, e.g. GB; empty as null. */
export const zOptionalCountry = z.preprocess(blankAsNull, z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a 2-letter country code, e.g. GB').nullish())
