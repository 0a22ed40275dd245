// Client categorisation (UK FCA COBS 4.12A, issue 11 §1 "category", decision 023): before promotions
// of non-readily realisable securities, an investor declares themself restricted, certified high
// net worth, or certified / self-certified sophisticated, with the declaration's answers. Each
// declaration is a row of its own (append-style: a newer one supersedes, the history stays); it is
// valid 12 months, and when the tenant's compliance_test_requires_categorisation_approval switch is
// on, only once staff approve it. Pure rules and words: the collection and the screens read them.

export const INVESTOR_CATEGORIES = ['restricted', 'high-net-worth', 'sophisticated-certified', 'sophisticated-self-certified'] as const
export type TInvestorCategory = (typeof INVESTOR_CATEGORIES)[number]

export const INVESTOR_CATEGORY_LABEL: Record<TInvestorCategory, string> = {
  restricted: 'Restricted investor',
  'high-net-worth': 'Certified high net worth investor',
  'sophisticated-certified': 'Certified sophisticated investor',
  'sophisticated-self-certified': 'Self-certified sophisticated investor',
}

export const CATEGORISATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type TCategorisationStatus = (typeof CATEGORISATION_STATUSES)[number]

export const CATEGORISATION_STATUS_LABEL: Record<TCategorisationStatus, string> = { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' }

/** Where a declaration came from: the investor in the portal, or staff recording one on their behalf. */
export const CATEGORISATION_SOURCES = ['investor', 'staff'] as const

/** COBS 4.12A: a statement is valid for 12 months from the day it was made. */
export const CATEGORISATION_VALID_MONTHS = 12

/** The expiry of a declaration made at `declaredAt`: the same instant 12 months on (the 29th of February ends on the 1st of March). */
export function categorisationExpiry(declaredAt: string | Date): string {
  const date = new Date(declaredAt)
  date.setUTCMonth(date.getUTCMonth() + CATEGORISATION_VALID_MONTHS)
  return date.toISOString()
}

/** The status a new declaration starts with: waiting for staff when the tenant asks for approval, else approved at once. */
export const initialCategorisationStatus = (approvalRequired: boolean): TCategorisationStatus => (approvalRequired ? 'pending' : 'approved')

export type TCategorisationLike = { id: number; status: string; declaredAt: string; expiresAt: string }

/** The declaration in force: the newest approved one not yet expired (history newest first or not), or null. */
export function currentCategorisation<T extends TCategorisationLike>(rows: readonly T[], now = new Date()): T | null {
  const inForce = rows.filter((row) => row.status === 'approved' && new Date(row.expiresAt).getTime() > now.getTime())
  inForce.sort((a, b) => new Date(b.declaredAt).getTime() - new Date(a.declaredAt).getTime() || b.id - a.id)
  return inForce[0] ?? null
}

/** One declaration answer as stored: the question as it was asked, and what was answered. */
export type TDeclarationAnswer = { question: string; answer: string }
