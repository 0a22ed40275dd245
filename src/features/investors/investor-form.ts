import { INVESTOR_PATHS } from '@/domain/investors/investors'
import type { TFormView } from '@/lib/resource/define-resource'

// The investor form (new-investor and {id}/edit, issue 11 §1): its schema is the users collection's
// (domain/investors/investor-body.ts), loaded on first validation; the resource adds it itself.
// Who may change the email is the collection's field access (investors update).
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
  ],
}
