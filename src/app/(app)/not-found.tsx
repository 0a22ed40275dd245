import { getRequestContext } from '@/auth/request-context'
import { ErrorPage } from '@/ui/errors/error-page'

export default async function NotFound() {
  const { user } = await getRequestContext()
  return <ErrorPage status={404} role={user?.role_id ?? null} />
}
