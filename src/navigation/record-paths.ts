import { contactDetailsPath } from '@/domain/contacts/contacts'
import { COMPANY_PATHS } from '@/domain/funds/funds'
import { adminPathForOpportunity, EXISTING_STAGES, LIVE_STAGES } from '@/domain/investments/stages'
import { investorRecordPath } from '@/domain/investors/investors'
import { organisationPath } from '@/domain/organisations/organisations'
import type { TRecordTargetCollection } from '@/domain/records/record-targets'

/** The collections the staff search finds (issue 11 §11), each opened at its record's own address. */
export type TSearchedCollection = Extract<TRecordTargetCollection, 'users' | 'contacts' | 'organisations' | 'investment-opportunities' | 'deals' | 'companies'>

/**
 * Where a record opens (spec 2.1): an investor's and a company's details, a contact's and an
 * organisation's details tab, a deal's key information (its first tab), an opportunity by its stage.
 * The search links here, and decides who may open a result by this address's guard.
 */
export function recordPath(collection: TSearchedCollection, record: { id: number; stage?: unknown }): string {
  switch (collection) {
    case 'users':
      return investorRecordPath(record.id)
    case 'contacts':
      return contactDetailsPath(record.id)
    case 'organisations':
      return organisationPath(record.id)
    case 'investment-opportunities':
      return adminPathForOpportunity({ id: record.id, stage: Number(record.stage) })
    case 'deals':
      return `/admin/investments/deals/${record.id}/key-information`
    case 'companies':
      return COMPANY_PATHS.record.replace(':id', String(record.id))
  }
}

/**
 * Where a record's notes, calls and tasks live (spec 2.1 `/notes-calls-tasks` tabs), for links from
 * My tasks and task reminders. An opportunity's tab depends on its stage; a draft has no tabs and
 * opens its edit screen; a pipeline has no such tab and opens its stages.
 */
export function recordNotesPath(collection: TRecordTargetCollection, record: { id: number; stage?: unknown }): string {
  switch (collection) {
    case 'deals':
      return `/admin/investments/deals/${record.id}/notes-calls-tasks`
    case 'funds':
      return `/admin/funds/${record.id}/details/notes-calls-tasks`
    case 'companies':
      return `/admin/investments/companies/${record.id}/details/notes-calls-tasks`
    case 'users':
      return `/admin/investors/${record.id}/details/notes-calls-tasks`
    case 'organisations':
      return `/admin/investors/organisations/${record.id}/notes-calls-tasks`
    case 'contacts':
      return `/admin/investors/contacts/${record.id}/notes-calls-tasks`
    case 'investment-methods':
      return `/admin/investors/investment-methods/${record.id}/notes-calls-tasks`
    case 'nominees':
      return `/admin/investors/nominees/${record.id}/notes-calls-tasks`
    case 'pipelines':
      return `/admin/settings/account/pipelines/${record.id}/stages`
    // An update report has no notes tab (decision 033): its details (a draft's redirect to its edit screen).
    case 'update-reports':
      return `/admin/reports/updates/${record.id}/details`
    case 'investment-opportunities': {
      const stage = Number(record.stage)
      if ((LIVE_STAGES as number[]).includes(stage)) return `/admin/investments/opportunities/${record.id}/details/notes-calls-tasks`
      if ((EXISTING_STAGES as number[]).includes(stage)) return `/admin/investments/existing/${record.id}/details/notes-calls-tasks`
      return `/admin/investments/opportunities/${record.id}/edit`
    }
  }
}

/**
 * The transactions tab of a holder of an opportunity: an investor's, an organisation's (decision 020),
 * a nominee's, or for an investment method entity its method's (decision 025); `recordId` is that
 * record's id (the method's for an entity, as the figures' `recordId` gives it).
 */
export function holderTransactionsPath(kind: 'investor' | 'organisation' | 'method_entity' | 'nominee', recordId: number): string {
  if (kind === 'organisation') return `/admin/investors/organisations/${recordId}/transactions`
  if (kind === 'method_entity') return `/admin/investors/investment-methods/${recordId}/transactions`
  if (kind === 'nominee') return `/admin/investors/nominees/${recordId}/transactions`
  return investorTransactionsPath(recordId)
}

/** An investor's transactions tab (spec 2.1), where the holder of a cap-table or transactions row is followed to. */
export function investorTransactionsPath(investorId: number): string {
  return `/admin/investors/${investorId}/details/transactions`
}
