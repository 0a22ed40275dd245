import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import type { TNavLink } from '@/navigation/admin-navigation'

import { CreateMenuIsland } from './create-menu-island'
import { CREATE_TRIGGER_PROPS } from './create-menu-trigger'
import { ChevronDownIcon, PlusIcon } from './icons'

/** spec 2.2: the create actions the role may perform (createActions()); the caller hides it when empty. */
export function CreateMenu({ actions }: { actions: TNavLink[] }) {
  const trigger = kitStyle({ recipe: 'button', ...CREATE_TRIGGER_PROPS })
  const label = kitStyle({ hideBelow: 'sm' })
  return (
    <>
      {trigger.styles}
      {label.styles}
      <CreateMenuIsland
        actions={actions}
        triggerClassName={trigger.className}
        content={
          <>
            <PlusIcon boxSize="4" />
            <span className={label.className}>Create</span>
            <ChevronDownIcon boxSize="4" hideBelow="sm" />
          </>
        }
      />
    </>
  )
}
