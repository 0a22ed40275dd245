'use client'

import { lazy, Suspense, type ComponentProps } from 'react'

// Client components only some users ever see, as chunks of their own: rendered on the server as
// usual, loaded in the browser only when a page shows them (not with every page of the shells).
const LazyAcceptTermsDialog = lazy(() => import('@/features/terms/accept-terms-dialog').then((module) => ({ default: module.AcceptTermsDialog })))

export function AcceptTermsDialog(props: ComponentProps<typeof LazyAcceptTermsDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyAcceptTermsDialog {...props} />
    </Suspense>
  )
}

const LazyCategorisationPromptDialog = lazy(() => import('@/features/onboarding/categorisation-prompt-dialog').then((module) => ({ default: module.CategorisationPromptDialog })))

export function CategorisationPromptDialog(props: ComponentProps<typeof LazyCategorisationPromptDialog>) {
  return (
    <Suspense fallback={null}>
      <LazyCategorisationPromptDialog {...props} />
    </Suspense>
  )
}
