import { redirect } from 'next/navigation'

import { firstAdminPath } from '@/access/landing'
import { isAdminType } from '@/access/permissions'
import { getRequestContext } from '@/auth/request-context'

/** `/`: to the user's start page, or to login. */
export default async function Home() {
  const { user } = await getRequestContext()
  if (!user) redirect('/login')
  redirect(isAdminType(user.role_id) ? firstAdminPath(user.role_id) : '/investor')
}
