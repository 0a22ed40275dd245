import { isAdminType } from '@/access/permissions'
import { getRequestContext } from '@/auth/request-context'
import { ErrorPage } from '@/ui/errors/error-page'

import { InvestorShell } from './investor-shell'
import { StaffShell } from './staff-shell'

/**
 * spec 2.4: the error page inside the chrome of whoever sees it: the staff shell (full-layout
 * variant), the investor shell (investor-styled variant), or none for a visitor. Used by the root
 * not-found and forbidden pages, which Next renders outside the admin and investor layouts.
 */
export async function ErrorInShell({ status }: { status: number }) {
  const { user } = await getRequestContext()
  const role = user?.role_id ?? null
  const page = <ErrorPage status={status} role={role} />
  if (role === null) return page
  return isAdminType(role) ? <StaffShell>{page}</StaffShell> : <InvestorShell>{page}</InvestorShell>
}
