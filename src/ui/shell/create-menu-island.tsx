'use client'

import { Suspense, useState, type ReactNode } from 'react'

import { useOnDemand } from '@/lib/load-on-intent'
import type { TNavLink } from '@/navigation/admin-navigation'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

// Until it is first used the trigger is a plain button with Chakra's classes; the first intent
// loads Chakra's menu (and the Chakra system), which takes its place already open.
const createMenu = chakraOnDemand(() => import('./create-menu-chakra'))

type TProps = { actions: TNavLink[]; triggerClassName: string; content: ReactNode }

export function CreateMenuIsland({ actions, triggerClassName, content }: TProps) {
  const [live, setLive] = useState(false)
  const loaded = useOnDemand(createMenu)
  const trigger = (
    <button
      type="button"
      className={triggerClassName}
      aria-label="Create"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="create-menu"
      // The menu's items before it is first opened (server-rendered; tests/integration/shell-navigation.test.ts).
      data-create-keys={actions.map((action) => action.key).join(' ')}
      {...createMenu.intent}
      onClick={() => {
        void createMenu.load().catch(() => {})
        setLive(true)
      }}
    >
      {content}
    </button>
  )
  if (!live || !loaded) return trigger
  return (
    <Suspense fallback={trigger}>
      <loaded.default actions={actions} content={content} />
    </Suspense>
  )
}
