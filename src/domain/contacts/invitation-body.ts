import { z } from 'zod'

import { zOptionalText } from '@/domain/values'

import { zContactEmail } from './contact-body'
import { MAX_BULK_INVITATIONS } from './contacts'

/** One invitation as POST /api/invitations takes it (issue 11 §6). */
export const ZInvitationBody = z.object({
  email: zContactEmail,
  name: zOptionalText(100),
  surname: zOptionalText(100),
})

/** POST /api/invitations/bulk: the addresses as typed or pasted (a line each, or separated by commas or semicolons). */
export const ZBulkInvitationBody = z.object({
  emails: z.string('Enter at least one email address').max(MAX_BULK_INVITATIONS * 300, 'That is too much text: split it into several invitations').refine((text) => text.trim() !== '', 'Enter at least one email address'),
})

/** One line of a bulk invitation: the address it holds, or why it cannot be one. */
export type TInvitationLine = { line: number; text: string; email: string | null; problem: string | null }

const EMAIL = zContactEmail

/**
 * The entries of a pasted list, numbered from 1 in the order written: each line is one entry, and a
 * line may hold several separated by commas or semicolons (a CSV row of addresses). Blank entries
 * are skipped; "Name <address>" is read as the address.
 */
export function parseInvitationLines(text: string): TInvitationLine[] {
  const entries = text
    .split(/\r?\n|[,;]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  return entries.map((entry, index) => {
    const bracketed = /<([^<>]+)>\s*$/.exec(entry)
    const candidate = (bracketed ? bracketed[1]! : entry).replace(/^"|"$/g, '').trim()
    const parsed = EMAIL.safeParse(candidate)
    return parsed.success ? { line: index + 1, text: entry, email: parsed.data, problem: null } : { line: index + 1, text: entry, email: null, problem: 'Not an email address' }
  })
}

/** How one line of a bulk invitation ended. */
export type TBulkInvitationOutcome = 'invited' | 'invalid' | 'duplicate' | 'already-invited' | 'already-investor'

export const BULK_OUTCOME_LABEL: Record<TBulkInvitationOutcome, string> = {
  invited: 'Invited',
  invalid: 'Not an email address',
  duplicate: 'Repeated: already on an earlier line',
  'already-invited': 'Already invited: a pending invitation exists (resend it from the list)',
  'already-investor': 'Already has an account at this firm',
}

export type TBulkInvitationLineResult = { line: number; text: string; email: string | null; outcome: TBulkInvitationOutcome; invitation?: number }

export const MAX_BULK_LINES = MAX_BULK_INVITATIONS
