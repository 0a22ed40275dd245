import { guardAdminRoute } from '@/auth/page-guard'
import { TerminologyScreen } from '@/features/settings/terminology-screen'

/** spec 2.1 /admin/settings/terminology: the main areas' labels and the links to the other terminology pages (branding). */
export default async function TerminologyPage() {
  const ctx = await guardAdminRoute('/admin/settings/terminology')
  return <TerminologyScreen ctx={ctx} page="general" />
}
