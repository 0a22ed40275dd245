import { kitSlotStyles, kitStyle } from '@/ui/chakra-rsc/kit-style'

import { TaskDoneCheckboxIsland } from './task-done-checkbox-island'

type TProps = { taskId: number; title: string; done: boolean; disabled?: boolean }

/**
 * Ticks a task off (or reopens it). Chakra's checkbox as a native one: its classes are computed
 * here on the server, the island keeps the states Chakra's styles read (data-state ...).
 */
export function TaskDoneCheckbox(props: TProps) {
  const parts = kitSlotStyles('checkbox', {}, { root: {}, control: {}, indicator: {} })
  const error = kitStyle({ color: 'fg.error', fontSize: 'sm' })
  return (
    <>
      {[parts.root, parts.control, parts.indicator, error].flatMap((part) => part.styles)}
      <TaskDoneCheckboxIsland {...props} classes={{ root: parts.root.className, control: parts.control.className, indicator: parts.indicator.className, error: error.className }} />
    </>
  )
}
