import { formatDate } from '@/lib/dates'

import { recordPanelOpen, type TRecordTargetCollection } from './record-targets'

// The activity trail (issue 9 §3): who did what to a record, when, and which fields changed from
// what to what. Entries are written by the server only and never changed (decision 010); this
// module holds the pure part: the actions, what a change records, and how an entry reads.

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'stage-change',
  'role-change',
  'login',
  'note-added',
  'note-edited',
  'note-deleted',
  'call-logged',
  'call-edited',
  'call-deleted',
  'task-added',
  'task-updated',
  'task-completed',
  'task-reopened',
  'task-deleted',
  'document-uploaded',
  'document-deleted',
  'deal-moved',
  // Dated series of funds and companies (issue 10 §5, §6), recorded on the fund or company.
  'nav-added',
  'nav-removed',
  'kpi-added',
  'kpi-removed',
  'valuation-added',
  'valuation-removed',
  'share-price-added',
  'share-price-removed',
  'maturity-status-added',
  'maturity-status-removed',
  // Pre-emption rounds (issue 10 §8, decision 015), recorded on the opportunity.
  'pre-emption-opened',
  'pre-emption-response',
  'pre-emption-closed',
  'pre-emption-allotted',
  // Contacts and invitations (issue 11 §2, §6; decision 021): on the contact, and on the investor it became.
  'invitation-sent',
  'converted-to-investor',
  'registered-from-invitation',
  // Staff actions on an investor's account (issue 11 §1, decision 023), recorded on the investor.
  'appropriateness-test-reset',
  'set-password-email-sent',
  'password-set-by-staff',
  'account-disabled',
  'account-enabled',
  'categorisation-approved',
  'categorisation-rejected',
  // Onboarding questionnaires answered (issue 11 §7, decision 026), on the investor or the contact.
  'questionnaire-answered',
  // E-signature and screening of an investor (issue 11 §8, §9; decision 027), recorded on the investor.
  'document-signed',
  'screening-recorded',
  // The investor's first-time journey and appropriateness test (issue 13 §1, §2; decision 030), on the investor.
  'journey-categorised',
  'journey-risk-warning-accepted',
  'journey-risk-warning-left',
  'journey-offers-requested',
  'journey-offers-proceeded',
  'journey-offers-left',
  'appropriateness-test-passed',
  'appropriateness-test-failed',
  // Two-factor sign-in and sessions (issue 13 §8, §9; decision 039), recorded on the account.
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-recovery-code-used',
  'two-factor-recovery-codes-renewed',
  'two-factor-reset',
  'other-sessions-ended',
  // The investor's own profile (issue 13 §8, decision 037), on the investor.
  'profile-details-updated',
  'identity-document-uploaded',
  'identity-document-deleted',
  'identity-document-reviewed',
  'sign-in-email-change-requested',
  'sign-in-email-change-cancelled',
  'sign-in-email-changed',
  // Investment terms accepted with an investment (spec 3 investment_terms_enabled, decision 043), on the investor.
  'investment-terms-accepted',
  // Financial promotion exemptions declared (spec 3 financial_promotion_exceptions_enabled, decision 043), on the investor.
  'journey-exemption-declared',
] as const
export type TActivityAction = (typeof ACTIVITY_ACTIONS)[number]

export const isActivityAction = (value: unknown): value is TActivityAction => typeof value === 'string' && (ACTIVITY_ACTIONS as readonly string[]).includes(value)

/** "<who> <text>", e.g. "Ada Lovelace moved the stage". */
export const ACTIVITY_ACTION_TEXT: Record<TActivityAction, string> = {
  create: 'created the record',
  update: 'updated the record',
  delete: 'deleted the record',
  'stage-change': 'changed the stage',
  'role-change': 'changed the role',
  login: 'signed in',
  'note-added': 'added a note',
  'note-edited': 'edited a note',
  'note-deleted': 'deleted a note',
  'call-logged': 'logged a call',
  'call-edited': 'edited a call',
  'call-deleted': 'deleted a call',
  'task-added': 'added a task',
  'task-updated': 'updated a task',
  'task-completed': 'completed a task',
  'task-reopened': 'reopened a task',
  'task-deleted': 'deleted a task',
  'document-uploaded': 'uploaded a document',
  'document-deleted': 'deleted a document',
  'deal-moved': 'moved the deal',
  'nav-added': 'recorded a net asset value',
  'nav-removed': 'removed a net asset value',
  'kpi-added': 'recorded a KPI',
  'kpi-removed': 'removed a KPI',
  'valuation-added': 'recorded a valuation',
  'valuation-removed': 'removed a valuation',
  'share-price-added': 'recorded a share price',
  'share-price-removed': 'removed a share price',
  'maturity-status-added': 'recorded a maturity status',
  'maturity-status-removed': 'removed a maturity status',
  'pre-emption-opened': 'opened a pre-emption round',
  'pre-emption-response': 'recorded a pre-emption response',
  'pre-emption-closed': 'closed a pre-emption round',
  'pre-emption-allotted': 'allotted the shares taken up in a pre-emption round',
  'invitation-sent': 'sent an invitation to register',
  'converted-to-investor': 'became an investor',
  'registered-from-invitation': 'registered through an invitation',
  'appropriateness-test-reset': 'reset the appropriateness test',
  'set-password-email-sent': 'sent the set-password email',
  'password-set-by-staff': 'set a new password',
  'account-disabled': 'disabled the account',
  'account-enabled': 'enabled the account',
  'categorisation-approved': 'approved the investor categorisation',
  'categorisation-rejected': 'rejected the investor categorisation',
  'questionnaire-answered': 'recorded questionnaire answers',
  'document-signed': 'had the investor sign a document',
  'screening-recorded': 'recorded a screening result',
  'journey-categorised': 'declared their investor category',
  'journey-risk-warning-accepted': 'read the risk warning and chose to proceed',
  'journey-risk-warning-left': 'chose to leave at the risk warning',
  'journey-offers-requested': 'asked to see investment offers (the cooling-off period started)',
  'journey-offers-proceeded': 'chose to proceed to the investment offers after the cooling-off period',
  'journey-offers-left': 'chose to leave after the cooling-off period',
  'appropriateness-test-passed': 'passed the appropriateness test',
  'appropriateness-test-failed': 'did not pass the appropriateness test',
  'two-factor-enabled': 'switched on two-factor sign-in',
  'two-factor-disabled': 'switched off two-factor sign-in',
  'two-factor-recovery-code-used': 'signed in with a recovery code',
  'two-factor-recovery-codes-renewed': 'made new recovery codes',
  'two-factor-reset': 'reset the account’s two-factor sign-in (a colleague’s lost authenticator)',
  'other-sessions-ended': 'signed out of their other sessions',
  'profile-details-updated': 'changed their details',
  'identity-document-uploaded': 'uploaded an identity document',
  'identity-document-deleted': 'deleted an identity document they had uploaded',
  'identity-document-reviewed': 'marked an identity document the investor uploaded as reviewed (it is kept with the record)',
  'sign-in-email-change-requested': 'asked to change their sign-in email (a confirmation link was sent to the new address)',
  'sign-in-email-change-cancelled': 'cancelled the change of their sign-in email (the confirmation link no longer works)',
  'sign-in-email-changed': 'confirmed their new sign-in email',
  'investment-terms-accepted': 'accepted the investment terms of an opportunity',
  'journey-exemption-declared': 'declared a financial promotion exemption',
}

/** Entries about notes, calls and tasks: shown only to whoever may open that panel (spec 6 hides it from some roles). */
export const NOTES_CALLS_TASKS_ACTIONS: readonly TActivityAction[] = [
  'note-added',
  'note-edited',
  'note-deleted',
  'call-logged',
  'call-edited',
  'call-deleted',
  'task-added',
  'task-updated',
  'task-completed',
  'task-reopened',
  'task-deleted',
]

/** Trail entries a role may not see on this record: those of a panel spec 6 hides from it. */
export function hiddenTrailActions(collection: TRecordTargetCollection, record: Record<string, unknown>, role: number): readonly TActivityAction[] {
  return recordPanelOpen(collection, record, role, 'notes-calls-tasks') ? [] : NOTES_CALLS_TASKS_ACTIONS
}

export type TFieldChange = { from: unknown; to: unknown }
export type TChanges = Record<string, TFieldChange>

export type TActorType = 'user' | 'operator' | 'system'

// Never in the trail: bookkeeping every write changes, and secrets (a hash in an audit log is a leak).
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'tenant', 'collection', 'sessions', 'loginAttempts', 'lockUntil'])
const SECRET = /password|hash|salt|token|secret|totp|otp|session|failed_login|locked_until|api_?key/i

export const isRecordedField = (field: string) => !BOOKKEEPING.has(field) && !field.startsWith('_') && !SECRET.test(field)

const MAX_TEXT = 300

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)

type TObject = Record<string, unknown>
const isObject = (value: unknown): value is TObject => !!value && typeof value === 'object' && !Array.isArray(value)

/** Rich text as its words (a trail entry is for reading, not for restoring the document). */
function richTextWords(value: TObject): string {
  const words: string[] = []
  const walk = (node: unknown) => {
    if (!isObject(node)) return
    if (typeof node.text === 'string') words.push(node.text)
    if (Array.isArray(node.children)) node.children.forEach(walk)
  }
  walk(value.root)
  return clip(words.join(' ').replace(/\s+/g, ' ').trim())
}

/**
 * A stored value as the trail keeps it: a related row as its id, rich text as its words, a list of
 * named rows as their names, long text clipped. Equal values give equal results (for the diff).
 */
export function trailValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string') return clip(value)
  if (typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => (isObject(item) ? (item.name ?? item.title ?? item.id ?? clip(JSON.stringify(item))) : trailValue(item)))
  if (!isObject(value)) return clip(JSON.stringify(value))
  if (isObject(value.root)) return richTextWords(value)
  if ('id' in value && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return clip(JSON.stringify(value))
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Field → {from, to} between two versions of a record (`before` null for a new one). Only fields
 * present in `after` count: a partial document (a select, fields hidden from the reader) is no removal.
 */
export function diffChanges(before: TObject | null, after: TObject): TChanges {
  const changes: TChanges = {}
  for (const [field, raw] of Object.entries(after)) {
    if (!isRecordedField(field)) continue
    const to = trailValue(raw)
    const from = before ? trailValue(before[field]) : null
    if (before === null && (to === null || (Array.isArray(to) && to.length === 0))) continue
    if (!same(from, to)) changes[field] = { from, to }
  }
  return changes
}

/** 'expectedCloseAt' → 'Expected close at', 'role_id' → 'Role'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_id$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** How the trail reads "no value". */
export const EMPTY_TRAIL_VALUE = '—'

/** A trail value for reading: '—' for nothing, dates as days, yes/no, lists joined. */
export function formatTrailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_TRAIL_VALUE
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDate(value) : value
  if (Array.isArray(value)) return value.length ? value.map(formatTrailValue).join(', ') : EMPTY_TRAIL_VALUE
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
