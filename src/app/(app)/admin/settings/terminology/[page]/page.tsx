import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { TerminologyScreen } from '@/features/settings/terminology-screen'
import { TERMINOLOGY_PAGES, type TTerminologyPage } from '@/tenancy/terminology-groups'

type TProps = { params: Promise<{ page: string }> }

/** spec 2.1 /admin/settings/terminology/{opportunities,roles,investor,portfolio-columns,funds}: guarded by their rows of ADMIN_ROUTES (funds: funds_enabled). */
export default async function TerminologySubPage({ params }: TProps) {
  const { page } = await params
  if (page === 'general' || !(TERMINOLOGY_PAGES as readonly string[]).includes(page)) notFound()
  const ctx = await guardAdminRoute(`/admin/settings/terminology/${page}`)
  return <TerminologyScreen ctx={ctx} page={page as TTerminologyPage} />
}
