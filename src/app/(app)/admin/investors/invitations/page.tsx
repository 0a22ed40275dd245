import { guardAdminRoute } from '@/auth/page-guard'
import { INVITATIONS_RESOURCE } from '@/features/contacts/invitation-resources'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

export const metadata = { title: 'Invitations' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Invitations to register (issue 11 §6; ours under /admin/investors, decision 021): pending, accepted, revoked, expired; bulk delete and CSV through the kit. */
export default async function InvitationsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(INVITATIONS_RESOURCE.listPath)
  return <ResourceListPage resource={INVITATIONS_RESOURCE} ctx={ctx} searchParams={await searchParams} title="Invitations" />
}
