import { guardAdminRoute } from '@/auth/page-guard'
import { getRequestContext } from '@/auth/request-context'
import { OverviewScreen } from '@/features/investments/overview-screen'
import { terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'

export async function generateMetadata() {
  const { tenant } = await getRequestContext()
  return { title: term(terminologyOf(tenant), 'overview') }
}

export default async function AdminOverviewPage() {
  const ctx = await guardAdminRoute('/admin')
  return <OverviewScreen ctx={ctx} />
}
