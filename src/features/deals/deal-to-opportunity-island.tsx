'use client'

import { Suspense } from 'react'

import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

const dialog = chakraOnDemand(() => import('./deal-to-opportunity-dialog'))

/** The button (deal-to-opportunity-button.tsx draws its look): the dialog loads on the first intent, opens on click. */
export function DealToOpportunityIsland({ dealId, dealName, className }: { dealId: number; dealName: string; className: string }) {
  const { open, setOpen, openDialog, trigger, module } = useOnDemandDialog(dialog)
  return (
    <>
      <button type="button" className={className} {...trigger} onClick={openDialog}>
        Make draft opportunity
      </button>
      {module && (
        <Suspense fallback={null}>
          <module.DealToOpportunityDialog dealId={dealId} dealName={dealName} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
