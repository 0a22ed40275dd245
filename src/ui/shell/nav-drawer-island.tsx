'use client'

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'

import { preloadChakraSystem } from '@/ui/theme/providers'

// The drawer is Chakra's (focus trap, scroll lock, animation): loaded with the Chakra system on
// the first intent to open it, so pages need none of it to show or to hydrate.
const loadPanel = () => {
  void preloadChakraSystem()
  return import('./nav-drawer-panel')
}
const NavDrawerPanel = lazy(loadPanel)

type TProps = {
  tenantName: string
  buttonClassName: string
  icon: ReactNode
  /** The navigation, rendered on the server; it is only in the page while the drawer is open. */
  children: ReactNode
}

export function NavDrawerIsland({ tenantName, buttonClassName, icon, children }: TProps) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="nav-drawer-button"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {icon}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <NavDrawerPanel open={open} onOpenChange={setOpen} tenantName={tenantName} returnFocus={() => button.current}>
            {children}
          </NavDrawerPanel>
        </Suspense>
      )}
    </>
  )
}
