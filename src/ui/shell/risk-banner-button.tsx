'use client'

import { Suspense, type ReactNode } from 'react'

import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

// The dialog is Chakra's: loaded on the first intent to open it.
const riskModal = chakraOnDemand(() => import('@/ui/modals/risk-warning-modal'))

/** The banner's link-styled button and the risk text's dialog. */
export function RiskBannerButton({ className, text, children }: { className: string; text: string; children: ReactNode }) {
  const { open, setOpen, openDialog, trigger, module } = useOnDemandDialog(riskModal)
  return (
    <>
      <button type="button" className={className} {...trigger} onClick={openDialog} data-testid="risk-banner-link">
        {children}
      </button>
      {module && (
        <Suspense fallback={null}>
          <module.RiskWarningModal open={open} onOpenChange={setOpen} text={text} />
        </Suspense>
      )}
    </>
  )
}
