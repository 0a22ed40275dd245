'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import type { TConfirmDialogProps } from './confirm-dialog-view'

// Chakra's dialog (and its state machine) is loaded when a page first asks for confirmation, not
// with the page: a record's actions, delete buttons and documents panels keep it out of their
// first-load JavaScript (docs/performance.md). The dialog is the same (confirm-dialog-view.tsx).
const ConfirmDialogView = dynamic(() => import('./confirm-dialog-view').then((module) => module.ConfirmDialogView), { ssr: false })

/**
 * Asks before an action that changes a record: names it, says what follows, shows a refusal in place.
 * Cancel or Escape dismiss it (no corner ×: an action may itself be called Close).
 */
export function ConfirmDialog(props: TConfirmDialogProps) {
  // Mounted from the first time it opens on (so it can animate closed and open again at once).
  const [asked, setAsked] = useState(props.open)
  if (props.open && !asked) setAsked(true)
  return asked ? <ConfirmDialogView {...props} /> : null
}
