import { getRequestContext } from '@/auth/request-context'
import { guardAdminRoute } from '@/auth/page-guard'
import { CONTACTS_RESOURCE } from '@/features/contacts/contact-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: resourceTitle(CONTACTS_RESOURCE, terminologyOf(tenant)) }
}

/** spec 2.1 /admin/investors/contacts: the kit list of the tenant's contacts (search, lead status, owner, CSV export). */
export default async function ContactsPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(CONTACTS_RESOURCE.listPath)
  return <ResourceListPage resource={CONTACTS_RESOURCE} ctx={ctx} searchParams={await searchParams} title={resourceTitle(CONTACTS_RESOURCE, terminologyOf(ctx.tenant))} />
}
