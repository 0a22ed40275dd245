// spec 2.3 /investor/profile/organisation_{x}, /organisation-documents_{x}, /investmentmethod_{x} and
// /investmentmethod-documents_{x} (issue 13 §8, decision 038): one dynamic segment carries a page
// and an id. This reads it; anything else (an unknown prefix, a missing or malformed id) is null and
// the page answers 404. No zod here: the profile menu imports the paths.

export const PROFILE_RECORD_PAGES = ['organisation', 'organisation-documents', 'investmentmethod', 'investmentmethod-documents'] as const
export type TProfileRecordPage = (typeof PROFILE_RECORD_PAGES)[number]
export type TProfileRecordSlug = { page: TProfileRecordPage; id: number }

const SLUG = /^(organisation|organisation-documents|investmentmethod|investmentmethod-documents)_([1-9]\d{0,9})$/
/** Row ids are PostgreSQL integers: a larger number names nothing (and must not reach a statement). */
const MAX_ID = 2_147_483_647

/** `organisation_12` → { page: 'organisation', id: 12 }; null for anything that is not one of the four pages with a positive id. */
export function parseProfileRecordSlug(slug: string): TProfileRecordSlug | null {
  const match = SLUG.exec(slug)
  if (!match) return null
  const id = Number(match[2])
  return id <= MAX_ID ? { page: match[1] as TProfileRecordPage, id } : null
}

/** The address of one of the four pages: `/investor/profile/organisation_12`. */
export const profileRecordPath = (page: TProfileRecordPage, id: number) => `/investor/profile/${page}_${id}`

export const ORGANISATION_APPLY_PATH = '/investor/profile/organisation-apply'
