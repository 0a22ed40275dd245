'use client'

import { Suspense, useEffect, useState } from 'react'

import { useOnDemand } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TConfirmDialogProps } from './confirm-dialog'

/** ConfirmDialog's code: a trigger may spread `confirmDialog.intent` to load it before the click. */
export const confirmDialog = chakraOnDemand(() => import('./confirm-dialog'))

/**
 * ConfirmDialog with the same props, loaded when it first opens (Chakra's dialog is about 15 KB
 * of a page's script that nothing needs until someone asks to do something): nothing is in the
 * page until then.
 */
export function LazyConfirmDialog(props: TConfirmDialogProps) {
  const [wanted, setWanted] = useState(props.open)
  if (props.open && !wanted) setWanted(true)
  const loaded = useOnDemand(confirmDialog)
  useEffect(() => {
    if (wanted) void confirmDialog.load().catch(() => {})
  }, [wanted])
  if (!wanted || !loaded) return null
  return (
    <Suspense fallback={null}>
      <loaded.ConfirmDialog {...props} />
    </Suspense>
  )
}
