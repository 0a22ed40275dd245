'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'

import { preloadChakraSystem } from '@/ui/theme/providers'

// The dialog is Chakra's: loaded on the first intent to open it.
const loadModal = () => {
  void preloadChakraSystem()
  return import('@/ui/modals/risk-warning-modal').then((module) => ({ default: module.RiskWarningModal }))
}
const RiskWarningModal = lazy(loadModal)

/** The banner's link-styled button and the risk text's dialog. */
export function RiskBannerButton({ className, text, children }: { className: string; text: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        aria-haspopup="dialog"
        data-testid="risk-banner-link"
      >
        {children}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <RiskWarningModal open={open} onOpenChange={setOpen} text={text} />
        </Suspense>
      )}
    </>
  )
}
