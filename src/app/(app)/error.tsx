'use client'

import { ErrorPage } from '@/ui/errors/error-page'
import { useSessionRole } from '@/ui/session-role'

export default function AppError() {
  return <ErrorPage status={500} role={useSessionRole()} />
}
