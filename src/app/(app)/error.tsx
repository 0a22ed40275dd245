'use client'

import { lazy, Suspense } from 'react'

import { useSessionRole } from '@/ui/session-role'

// Loaded only when an error shows: Next loads every error boundary with the page, and the error
// page is made of Chakra's client components (docs/performance.md, first-load JavaScript).
const ErrorPage = lazy(() => import('@/ui/errors/error-page').then((module) => ({ default: module.ErrorPage })))

export default function AppError() {
  const role = useSessionRole()
  return (
    <Suspense fallback={null}>
      <ErrorPage status={500} role={role} />
    </Suspense>
  )
}
