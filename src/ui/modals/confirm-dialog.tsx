'use client'

import { Alert, Button, Dialog, List, Portal, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export type TConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** What will happen, and anything the person must do first (a typed confirmation). */
  children: ReactNode
  confirmLabel: string
  confirmPalette?: string
  onConfirm: () => void
  busy?: boolean
  /** Disabled until the person has done what `children` asks. */
  confirmDisabled?: boolean
  /** Why the last attempt failed; several lines become a list. */
  errors?: string[]
}

/**
 * Asks before an action that changes a record: names it, says what follows, shows a refusal in place.
 * Cancel or Escape dismiss it (no corner ×: an action may itself be called Close). Chakra's dialog
 * is heavy (focus trap, layers, presence): pages use LazyConfirmDialog, which loads this when it opens.
 */
export function ConfirmDialog({ open, onOpenChange, title, children, confirmLabel, confirmPalette = 'brand', onConfirm, busy = false, confirmDisabled = false, errors = [] }: TConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !busy && onOpenChange(details.open)} role="alertdialog" placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault()
                if (!busy && !confirmDisabled) onConfirm()
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {children}
                  {errors.length > 0 && (
                    <Alert.Root status="error">
                      <Alert.Indicator />
                      {errors.length === 1 ? (
                        <Alert.Title>{errors[0]}</Alert.Title>
                      ) : (
                        <Alert.Content>
                          <List.Root>
                            {errors.map((error) => (
                              <List.Item key={error}>{error}</List.Item>
                            ))}
                          </List.Root>
                        </Alert.Content>
                      )}
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={busy}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={confirmPalette} loading={busy} disabled={confirmDisabled || busy}>
                  {confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
