// The insider register (issue 12 §4, docs/decisions/029-insider-register.md): market-sounding
// acceptances and personal-account (PA) deals of staff, both append-only, kept at least five years
// (UK MAR art. 11(8) for soundings, art. 18(5) for insider lists), exportable for a regulator.

export const INSIDER_REGISTER_PATHS = {
  register: '/admin/insider-register',
  paDeals: '/admin/insider-register/pa-deals',
  createPaDeal: '/admin/insider-register/pa-deals/create',
  /** A staff correction of an acceptance (?entry={id}): a new entry naming the old (decision 042). */
  correctAcceptance: '/admin/insider-register/correct',
  /** The PDFs for a regulator (the lists' `q=` and `filter[…]` apply); the CSVs are the kit's /api/resources/{key}/export. */
  registerPdf: '/api/insider-register/export-pdf',
  paDealsPdf: '/api/insider-register/pa-deals/export-pdf',
} as const

/** No entry is purged before this many years from when it was recorded (decision 029). */
export const RETENTION_YEARS = 5

export const APPEND_ONLY_MESSAGE = 'The insider register is append-only: an entry is never changed or removed; a correction is a new entry referring to the old.'

export const PA_DEAL_SIDES = ['buy', 'sell'] as const
export type TPaDealSide = (typeof PA_DEAL_SIDES)[number]
export const PA_DEAL_SIDE_LABEL: Record<TPaDealSide, string> = { buy: 'Buy', sell: 'Sell' }

/** A person's name as the register copies it: name and surname, else the email. */
export function personName(person: { name?: string | null; surname?: string | null; email?: string | null } | null | undefined): string {
  if (!person) return ''
  const name = [person.name, person.surname].filter(Boolean).join(' ').trim()
  return name || person.email || ''
}
