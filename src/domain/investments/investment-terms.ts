import { z } from 'zod'

export { ACCEPT_TERMS_LABEL, INVESTMENT_TERMS_MAX, TERMS_CHANGED_MESSAGE, TERMS_REQUIRED_MESSAGE } from './investment-terms-words'

// An opportunity's investment terms (spec 3 `investment_terms_enabled`, alias `termsConditions`;
// docs/decisions/043): plain text staff write on the opportunity's form, versioned (the version rises
// by one whenever the text changes). While the switch is on and the opportunity has terms, an
// investor's invest or reserve call must say it accepts them, naming the version it was shown.

/** The fields of an invest call that accept the terms (parsed with the rest of the call's body). */
export const TERMS_ACCEPTANCE_FIELDS = {
  termsAccepted: z.preprocess((value) => (value === 'true' || value === 'on' || value === '1' ? true : value === 'false' || value === '0' ? false : value), z.boolean('Tick the box to accept the investment terms').optional()),
  /** The version of the terms the investor was shown (the form sends it). */
  termsVersion: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), z.number('Name the version of the terms').int().positive().max(1_000_000).optional()),
}

/** The terms as stored: null for none (blank text counts as none). */
export const termsTextOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** The version after a write: unchanged while the text is, one more when it changes (none until there are terms). */
export function nextTermsVersion(previousText: unknown, previousVersion: unknown, nextText: unknown): number | null {
  const before = termsTextOf(previousText)
  const after = termsTextOf(nextText)
  const version = typeof previousVersion === 'number' && previousVersion > 0 ? previousVersion : 0
  if (before === after) return version > 0 ? version : after === null ? null : 1
  if (after === null && version === 0) return null
  return version + 1
}
