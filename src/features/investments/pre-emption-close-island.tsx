'use client'

import { formatDate } from '@/lib/dates'
import { confirmDialog, LazyConfirmDialog } from '@/ui/modals/lazy-confirm-dialog'

import type { TCloseRoundContext } from './pre-emption-types'
import { useRoundAction } from './use-round-action'

/**
 * "Close round": always asks first (responses become read-only), and says so plainly when the
 * deadline has not come (closing early is sent as `confirmEarly`, which the server requires before
 * the deadline). The dialog loads when first wanted.
 */
export function PreEmptionCloseIsland({ context }: { context: TCloseRoundContext }) {
  const { open, setOpen, busy, errors, run: close } = useRoundAction(context.roundId, 'close', { confirmEarly: context.early })
  return (
    <>
      <button type="button" className={context.looks.className} aria-haspopup="dialog" {...confirmDialog.intent} onClick={() => setOpen(true)}>
        Close round
      </button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={context.early ? 'Close this round before its deadline?' : 'Close this round?'}
        confirmLabel={context.early ? 'Close early' : 'Close round'}
        confirmPalette="red"
        onConfirm={() => void close()}
        busy={busy}
        errors={errors}
      >
        {context.early && <p>The deadline is {formatDate(context.deadline)}: holders who have not answered yet will not be able to.</p>}
        <p>
          Once closed, no response can be recorded or changed.
          {context.awaiting > 0 ? ` ${context.awaiting} ${context.awaiting === 1 ? 'holder has' : 'holders have'} not answered and will stay “Awaiting”.` : ''}
        </p>
      </LazyConfirmDialog>
    </>
  )
}
