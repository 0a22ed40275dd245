// The tenant's bank details (spec 3 switches hide_bank_details, hide_bank_details_admin): where
// investors send transfers. Kept on the tenant (operators set them in /cms), shown read-only.

export const BANK_DETAIL_FIELDS = ['accountName', 'sortCode', 'accountNumber', 'iban', 'bic'] as const
export type TBankDetailField = (typeof BANK_DETAIL_FIELDS)[number]
export type TBankDetails = Record<TBankDetailField, string | null>
export const BANK_DETAIL_LABEL: Record<TBankDetailField, string> = { accountName: 'Account name', sortCode: 'Sort code', accountNumber: 'Account number', iban: 'IBAN', bic: 'BIC' }

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

/** IBAN's ISO 13616 check: the country's format, then mod 97 of the rearranged digits equals 1. */
export function isIban(value: string): boolean {
  const iban = compact(value)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder === 1
}

/** One rule per field (the tenant's fields validate with these); empty is allowed: a tenant may have only UK or only international details. */
export const BANK_DETAIL_RULES: Record<TBankDetailField, { test: (value: string) => boolean; message: string; normalise: (value: string) => string }> = {
  accountName: { test: (value) => value.trim().length >= 1 && value.trim().length <= 140, message: 'Use 1 to 140 characters', normalise: (value) => value.trim() },
  sortCode: { test: (value) => /^\d{6}$/.test(compact(value)), message: 'Enter a sort code of six digits, e.g. 12-34-56', normalise: (value) => compact(value).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3') },
  accountNumber: { test: (value) => /^\d{8}$/.test(compact(value)), message: 'Enter an account number of eight digits', normalise: compact },
  iban: { test: isIban, message: 'Enter a valid IBAN, e.g. GB33BUKB20201555555555', normalise: compact },
  bic: { test: (value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value)), message: 'Enter a BIC of 8 or 11 characters, e.g. BUKBGB22', normalise: compact },
}

/** The details as stored on a tenant (any field may be missing); null when none is set. */
export function bankDetailsOf(stored: Partial<Record<TBankDetailField, string | null | undefined>> | null | undefined): TBankDetails | null {
  const details = Object.fromEntries(BANK_DETAIL_FIELDS.map((field) => [field, stored?.[field]?.trim() ? stored[field]!.trim() : null])) as TBankDetails
  return BANK_DETAIL_FIELDS.some((field) => details[field] !== null) ? details : null
}
