'use client'

import { Button, Checkbox, Dialog, Link, Portal, Stack, VisuallyHidden } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { mutate } from 'swr'

import type { TPublicUser } from '@/auth/public-user'
import { apiFetch } from '@/lib/api-client'

import { termsHref } from '@/domain/terms'

export const ACCEPT_TERMS_TITLE = 'Accept terms & conditions'
export const ACCEPT_TERMS_CHECKBOX_LABEL = 'I have read, understood and accept the terms and conditions'

type TProps = {
  userId: number
  /** The tenant's current terms (branding.terms). */
  termsVersion: number
  termsFormat: 'url' | 'text'
  termsText: string
}

/**
 * spec 2.4, 4, 8: the blocking terms prompt. It cannot be dismissed; Submit stays disabled until
 * the box is ticked and while sending; a failure silently unlocks it again. Render it only when
 * the user's accepted version is below `termsVersion` (needsTermsAcceptance).
 */
export function AcceptTermsDialog({ userId, termsVersion, termsFormat, termsText }: TProps) {
  const router = useRouter()
  const [open, setOpen] = useState(true)
  const [checked, setChecked] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (!checked || submitting) return
    setSubmitting(true)
    try {
      await apiFetch(`/api/users/${userId}`, { method: 'POST', form: { _method: 'PATCH', accepted_terms_version: termsVersion } })
    } catch {
      setSubmitting(false) // spec 8: no message, just a usable button again
      return
    }
    // spec 4: refresh the user everywhere it is cached, then let the server chrome re-render.
    try {
      await mutate('/api/user', await apiFetch<TPublicUser>('/api/user'), { revalidate: false })
    } catch {
      // The acceptance is stored; a failed refresh only means the next load fetches the user.
    }
    setOpen(false)
    router.refresh()
  }

  const href = termsHref(termsFormat, termsText)
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="md"
      // Blocking: only a successful submit closes it.
      onOpenChange={() => undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="accept-terms-dialog">
            <form
              onSubmit={(event) => {
                event.preventDefault()
                void submit()
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{ACCEPT_TERMS_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={5}>
                  <Dialog.Description>
                    Please read our{' '}
                    <Link href={href} target="_blank" rel="noopener noreferrer" color="navy.fg" textDecoration="underline" fontWeight="semibold">
                      terms and conditions
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    </Link>{' '}
                    and accept them to continue.
                  </Dialog.Description>
                  <Checkbox.Root
                    colorPalette="navy"
                    checked={checked}
                    disabled={submitting}
                    onCheckedChange={(details) => setChecked(details.checked === true)}
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label>{ACCEPT_TERMS_CHECKBOX_LABEL}</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="navy" disabled={!checked || submitting} aria-busy={submitting || undefined}>
                  {submitting ? 'Submitting' : 'Submit'}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
