import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { isOpportunityStage } from '@/domain/investments/stages'
import { opportunityTabOpen } from '@/domain/investments/tabs'

// Records that carry notes, calls, tasks, documents and an activity trail (issue 9 §3). A row of
// those features names its record by collection and id; later issues add their collections here
// (investors, funds, companies, ...). Access to the row follows the record's own access rules
// (src/access/record-access.ts) and, where spec 6 hides a tab from a role, that rule too.
// `users` are investors only (issue 11): a staff account is never a record with notes or documents.

export const RECORD_TARGET_COLLECTIONS = ['deals', 'investment-opportunities', 'pipelines', 'funds', 'companies', 'users', 'organisations', 'contacts', 'investment-methods', 'nominees', 'update-reports'] as const
export type TRecordTargetCollection = (typeof RECORD_TARGET_COLLECTIONS)[number]
export type TRecordTarget = { collection: TRecordTargetCollection; id: number }

/** The record features, each shown as a panel on a record's tab. */
export type TRecordPanel = 'notes-calls-tasks' | 'documents' | 'timeline'

export const isRecordTargetCollection = (value: unknown): value is TRecordTargetCollection =>
  typeof value === 'string' && (RECORD_TARGET_COLLECTIONS as readonly string[]).includes(value)

/** Whether a role may see `panel` on this record (the record itself is already readable). */
export function recordPanelOpen(collection: TRecordTargetCollection, record: Record<string, unknown>, role: number, panel: TRecordPanel): boolean {
  if (collection === 'users') {
    // An investor's record (spec 2.1 /admin/investors/{id}): the account must be an investor, and the
    // role must be able to open investor records (spec 6 investors show; a Creator lists them only).
    // The users collection lets Super Admins read staff accounts too: those are never records.
    return record.role_id === ROLE.user && can(role, 'investors', 'show')
  }
  // An organisation's record (decision 020): listed with investors index, opened with investors show (a Creator lists only).
  if (collection === 'organisations') return can(role, 'investors', 'show')
  // Investment methods and nominees (decision 022): opened with investors show; a nominee's record is
  // readable only while the tenant's nominee_enabled is on (its collection's access).
  if (collection === 'investment-methods' || collection === 'nominees') return can(role, 'investors', 'show')
  // A contact (issue 11 §2) is opened like an investor's record: spec 6 names no resource of its own.
  if (collection === 'contacts') return can(role, 'investors', 'show')
  // An update report (decision 033): opened with update_reports show.
  if (collection === 'update-reports') return can(role, 'update_reports', 'show')
  if (collection === 'investment-opportunities' && panel === 'notes-calls-tasks') {
    // spec 6: an Investment Manager has no Notes, Calls and Tasks tab at stages 4 and 6.
    return isOpportunityStage(record.stage) && opportunityTabOpen('notes-calls-tasks', record.stage, role)
  }
  return true
}

/**
 * The trail also records what happens to user accounts (sign-ins, role changes): an investor's
 * show on their record's timeline; a staff account's have no panel yet (admin accounts come later).
 */
export const ACTIVITY_TARGET_COLLECTIONS = RECORD_TARGET_COLLECTIONS
export type TActivityTargetCollection = (typeof ACTIVITY_TARGET_COLLECTIONS)[number]
export type TActivityTarget = { collection: TActivityTargetCollection; id: number }

export const RECORD_TARGET_LABEL: Record<TActivityTargetCollection, string> = {
  deals: 'Deal',
  'investment-opportunities': 'Opportunity',
  pipelines: 'Pipeline',
  funds: 'Fund',
  companies: 'Company',
  users: 'Investor',
  organisations: 'Organisation',
  contacts: 'Contact',
  'investment-methods': 'Investment method',
  nominees: 'Nominee',
  'update-reports': 'Update report',
}

/** A route or body value as a record target; null for anything else (an unknown collection, a bad id). */
export function parseRecordTarget(collection: unknown, id: unknown): TRecordTarget | null {
  const numeric = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id
  if (!isRecordTargetCollection(collection) || typeof numeric !== 'number' || !Number.isSafeInteger(numeric) || numeric <= 0) return null
  return { collection, id: numeric }
}
