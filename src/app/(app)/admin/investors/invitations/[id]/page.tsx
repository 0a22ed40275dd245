import { guardAdminRoute } from '@/auth/page-guard'
import { InvitationRecordPage } from '@/features/contacts/invitation-record-page'

export const metadata = { title: 'Invitation' }

export default async function InvitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/invitations/${encodeURIComponent(id)}`)
  return <InvitationRecordPage ctx={ctx} id={id} />
}
