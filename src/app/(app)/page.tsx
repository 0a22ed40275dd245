import { redirect } from 'next/navigation'

import { firstAdminPath } from '@/access/landing'
import { isAdminType } from '@/access/permissions'
import { getRequestContext } from '@/auth/request-context'
import { toPublicBranding } from '@/tenancy/branding'

/** `/`: to the user's start page, or to login. */
export default async function Home() {
  const { tenant, user } = await getRequestContext()
  if (!user) redirect('/login')
  redirect(isAdminType(user.role_id) ? firstAdminPath(user.role_id, toPublicBranding(tenant).features) : '/investor')
}
