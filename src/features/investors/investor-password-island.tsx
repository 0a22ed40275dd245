'use client'

import { Suspense, useState } from 'react'

import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

const passwordDialog = chakraOnDemand(() => import('./investor-password-dialog'))

type TProps = { investorId: number; investorName: string; className: string }

/** "Change password" on an investor's record (investors_password): the form's dialog loads on the first intent, opens on click. */
export function InvestorPasswordIsland({ investorId, investorName, className }: TProps) {
  const { open, setOpen, openDialog, trigger, module } = useOnDemandDialog(passwordDialog)
  const [done, setDone] = useState('')
  return (
    <>
      <button type="button" className={className} {...trigger} onClick={openDialog}>
        Change password
      </button>
      <span role="status" aria-live="polite" style={{ fontSize: '0.875rem' }}>
        {done}
      </span>
      {module && (
        <Suspense fallback={null}>
          <module.InvestorPasswordDialog investorId={investorId} investorName={investorName} open={open} onOpenChange={setOpen} onDone={setDone} />
        </Suspense>
      )}
    </>
  )
}
