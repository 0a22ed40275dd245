import { LEAD_STATUSES, LEAD_STATUS_LABEL } from '@/domain/contacts/contacts'
import { INVESTOR_PATHS } from '@/domain/investors/investors'
import type { TFormView } from '@/lib/resource/define-resource'

// The investor form (new-investor and {id}/edit, issue 11 §1): its schema is the users collection's
// (domain/investors/investor-body.ts), loaded on first validation; the resource adds it itself.
// Who may change the email, lead status and adviser is the collection's field access (investors
// update). The adviser's choices are the tenant's staff, loaded by the page.
export const INVESTOR_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/investors/investor-body').then((module) => module.ZInvestorBody),
  collectionPath: '/api/users',
  savedPath: INVESTOR_PATHS.record,
  noun: 'investor',
  fields: [
    { name: 'name', label: 'First name', kind: 'text', required: true },
    { name: 'surname', label: 'Surname', kind: 'text' },
    {
      name: 'email',
      label: 'Email',
      kind: 'text',
      required: true,
      wide: true,
      helper: 'They sign in with it. A changed address must be confirmed again, and their sessions end.',
    },
    { section: 'Relationship', name: 'leadStatus', label: 'Lead status', kind: 'select', options: LEAD_STATUSES.map((code) => ({ value: String(code), label: LEAD_STATUS_LABEL[code] })) },
    { name: 'owner', label: 'Adviser', kind: 'select', helper: 'The member of staff who looks after this investor.' },
  ],
}
