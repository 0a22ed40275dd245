import { INVITATION_PATHS, INVITATION_STATUS_LABEL, INVITATION_STATUSES, invitationStatePalette, invitationStateText, personName } from '@/domain/contacts/contacts'
import { defineResource, type TColumn, type TRow } from '@/lib/resource/define-resource'

// Invitations (issue 11 §6; spec 7 /api/invitations plus bulk delete) on the kit: ours under the
// investors area (spec 2.1 names no screen; decision 021), with spec 6's `investors` rights. The
// state reads the expiry, so a link past its date is "Expired" at once.

const detailPath = `${INVITATION_PATHS.list}/:id`

const stateText = (row: TRow) => invitationStateText(row)
const statePalette = (value: unknown) => invitationStatePalette({ status: value })

const INVITATION_FIELDS: readonly TColumn[] = [
  { field: 'email', label: 'Email', kind: 'text' },
  { field: 'name', label: 'Name', kind: 'text', display: (row) => personName(row) || '—' },
  { field: 'status', label: 'State', kind: 'badge', text: (value) => invitationStateText({ status: value }), palette: statePalette, display: stateText },
  { field: 'invitedByName', label: 'Invited by', kind: 'text' },
  { field: 'sentAt', label: 'Last sent', kind: 'date' },
  { field: 'sendCount', label: 'Times sent', kind: 'text' },
  { field: 'expiresAt', label: 'Link valid until', kind: 'date' },
  { field: 'acceptedAt', label: 'Accepted', kind: 'date' },
  { field: 'revokedAt', label: 'Revoked', kind: 'date' },
  { field: 'createdAt', label: 'First sent', kind: 'date' },
]

export const INVITATIONS_RESOURCE = defineResource({
  key: 'invitations',
  collection: 'invitations',
  permission: 'investors',
  listPath: INVITATION_PATHS.list,
  title: { text: 'Invitations' },
  noun: { one: 'invitation', many: 'invitations' },
  emptyText: 'No invitations have been sent yet.',
  columns: [
    { field: 'email', label: 'Email', kind: 'link', sortable: true, href: (row) => detailPath.replace(':id', String(row.id)) },
    { field: 'status', label: 'State', kind: 'badge', text: (value) => invitationStateText({ status: value }), palette: statePalette, display: stateText },
    { field: 'invitedByName', label: 'Invited by', kind: 'text', hideBelow: 'md' },
    { field: 'sentAt', label: 'Last sent', kind: 'date', sortable: true, hideBelow: 'md' },
    { field: 'expiresAt', label: 'Link valid until', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  extraFields: ['name', 'surname'],
  search: { fields: ['email'], label: 'Search by email' },
  filters: [
    { field: 'status', label: 'State', kind: 'multi-select', options: INVITATION_STATUSES.map((status) => ({ value: status, label: INVITATION_STATUS_LABEL[status] })) },
    { field: 'sentAt', label: 'Last sent', kind: 'date-range' },
  ],
  bulkActions: [{ kind: 'delete' }],
  defaultSort: '-sentAt',
  create: { href: INVITATION_PATHS.create, label: 'Invite investors', permission: ['investors', 'create'] },
  exportable: true,
  detail: {
    path: detailPath,
    title: (row) => String(row.email ?? ''),
    description: (row) => personName(row),
    badge: { text: stateText, palette: (row) => invitationStatePalette(row) },
    tabs: [{ segment: '', label: 'Invitation', panels: [{ kind: 'fields', title: 'Invitation', fields: INVITATION_FIELDS }, { kind: 'slot', name: 'links' }] }],
  },
})
