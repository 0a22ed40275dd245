import { getRequestContext } from '@/auth/request-context'
import { ErrorPage } from '@/ui/errors/error-page'

export default async function Forbidden() {
  const { user } = await getRequestContext()
  return <ErrorPage status={403} role={user?.role_id ?? null} />
}
