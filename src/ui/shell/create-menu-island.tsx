'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'

import type { TNavLink } from '@/navigation/admin-navigation'
import { preloadChakraSystem } from '@/ui/theme/providers'

// Until it is first used the trigger is a plain button with Chakra's classes; the first intent
// loads Chakra's menu (and the Chakra system), which takes its place already open.
const loadMenu = () => {
  void preloadChakraSystem()
  return import('./create-menu-chakra')
}
const CreateMenuChakra = lazy(loadMenu)

type TProps = { actions: TNavLink[]; triggerClassName: string; content: ReactNode }

export function CreateMenuIsland({ actions, triggerClassName, content }: TProps) {
  const [live, setLive] = useState(false)
  const trigger = (
    <button
      type="button"
      className={triggerClassName}
      aria-label="Create"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="create-menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setLive(true)}
    >
      {content}
    </button>
  )
  if (!live) return trigger
  return (
    <Suspense fallback={trigger}>
      <CreateMenuChakra actions={actions} content={content} />
    </Suspense>
  )
}
