import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import type { TNavLink } from '@/navigation/admin-navigation'

import { CreateMenuIsland } from './create-menu-island'
import { ChevronDownIcon, PlusIcon } from './icons'
import { SHELL } from './shell-styles'

/** spec 2.2: the create actions the role may perform (createActions()); the caller hides it when empty. */
export function CreateMenu({ actions }: { actions: TNavLink[] }) {
  const trigger = kitStyle(SHELL.createTrigger.kitStyle)
  const label = kitStyle(SHELL.createLabel.kitStyle)
  return (
    <>
      {trigger.styles}
      {label.styles}
      <CreateMenuIsland
        actions={actions}
        triggerClassName={trigger.className}
        content={
          <>
            <PlusIcon {...SHELL.icon4.props} />
            <span className={label.className}>Create</span>
            <ChevronDownIcon {...SHELL.icon4Wide.props} />
          </>
        }
      />
    </>
  )
}
