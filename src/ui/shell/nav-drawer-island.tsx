'use client'

import { Suspense, useRef, type ReactNode } from 'react'

import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

// The drawer is Chakra's (focus trap, scroll lock, animation): loaded with the Chakra system on
// the first intent to open it, so pages need none of it to show or to hydrate.
const drawerPanel = chakraOnDemand(() => import('./nav-drawer-panel'))

type TProps = {
  tenantName: string
  buttonClassName: string
  icon: ReactNode
  /** The navigation, rendered on the server; it is only in the page while the drawer is open. */
  children: ReactNode
}

export function NavDrawerIsland({ tenantName, buttonClassName, icon, children }: TProps) {
  const { open, setOpen, openDialog, trigger, module } = useOnDemandDialog(drawerPanel)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={button} type="button" className={buttonClassName} aria-label="Open navigation" {...trigger} aria-expanded={open} data-testid="nav-drawer-button" onClick={openDialog}>
        {icon}
      </button>
      {module && (
        <Suspense fallback={null}>
          <module.default open={open} onOpenChange={setOpen} tenantName={tenantName} returnFocus={() => button.current}>
            {children}
          </module.default>
        </Suspense>
      )}
    </>
  )
}
