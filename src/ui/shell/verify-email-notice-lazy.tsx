'use client'

import { lazy, Suspense } from 'react'

// Only unverified users see the notice: rendered on the server as usual, its Chakra chunk loaded
// in the browser only on their pages.
const VerifyEmailNoticeChunk = lazy(() => import('./verify-email-notice').then((module) => ({ default: module.VerifyEmailNotice })))

export function VerifyEmailNotice({ email }: { email: string }) {
  return (
    <Suspense fallback={null}>
      <VerifyEmailNoticeChunk email={email} />
    </Suspense>
  )
}
