// The categorisation pop-up (spec 3 investor_categorisation_popups_enabled, docs/decisions/043): an
// investor whose categorisation is due is asked, in a pop-up on their portal pages after signing in,
// to categorise themselves; dismissed, it stays away for the rest of that sign-in session. Pure: the
// shell reads the facts and the session, the island only shows and dismisses.

/** Re-attestation is due this many days before the categorisation in force expires (COBS 4.12A: 12 months). */
export const CATEGORISATION_PROMPT_DAYS = 30

const DAY = 86_400_000

/** Why the pop-up shows: no categorisation in force (expired, rejected, none), or the one in force ends soon. */
export type TCategorisationPrompt = { reason: 'due' } | { reason: 'expiring'; expiresAt: string }

/** The facts the rule reads: the journey's account step, and the investor's categorisations. */
export type TCategorisationPromptFacts = {
  /** The account step still open (verify email, accept terms): their own dialog or page comes first. */
  accountStep: string | null
  /** The newest expiry of an approved declaration still in force, or null. */
  inForceUntil: string | null
  /** A declaration waits for staff: nothing for the investor to do. */
  pending: boolean
}

export function categorisationPrompt(switchOn: boolean, facts: TCategorisationPromptFacts, now: Date): TCategorisationPrompt | null {
  if (!switchOn || facts.accountStep !== null || facts.pending) return null
  if (facts.inForceUntil === null) return { reason: 'due' }
  const left = new Date(facts.inForceUntil).getTime() - now.getTime()
  if (left <= 0) return { reason: 'due' }
  return left <= CATEGORISATION_PROMPT_DAYS * DAY ? { reason: 'expiring', expiresAt: facts.inForceUntil } : null
}

/** The cookie a dismissal sets for the rest of the sign-in session (its value names the session). */
export const CATEGORISATION_PROMPT_COOKIE = 'categorisation_prompt_dismissed'

/** The page the pop-up leads to (where the declaration is made); it does not show there. */
export const CATEGORISATION_PAGE = '/investor/profile/type'
