'use client'

import { Button, Dialog, HStack, Portal } from '@chakra-ui/react'
import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { useState } from 'react'

import { CATEGORISATION_PAGE, CATEGORISATION_PROMPT_COOKIE } from '@/domain/onboarding/categorisation-prompt'

type TProps = {
  title: string
  text: string
  /** The session's dismissal key (the server decided to show the pop-up; a dismissal stores this for the session). */
  dismissKey: string
}

/** Remembered until the browser closes or the investor signs in again (a new session has a new key). */
const rememberDismissal = (key: string) => {
  document.cookie = `${CATEGORISATION_PROMPT_COOKIE}=${key}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
}

/**
 * The categorisation pop-up (investor_categorisation_popups_enabled, decision 043): the server decided
 * it is due; this island shows it (a labelled modal dialog: focus stays inside, Escape closes) and
 * remembers a dismissal for the sign-in session. Not shown on the declaration page itself.
 */
export function CategorisationPromptDialog({ title, text, dismissKey }: TProps) {
  const pathname = usePathname()
  const [open, setOpen] = useState(true)
  if (pathname === CATEGORISATION_PAGE) return null
  const dismiss = () => {
    rememberDismissal(dismissKey)
    setOpen(false)
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : dismiss())} placement="center" size="md" role="dialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="categorisation-prompt">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{text}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap={3} wrap="wrap">
                <Button variant="outline" colorPalette="navy" onClick={dismiss}>
                  Not now
                </Button>
                <Button asChild colorPalette="navy">
                  <NextLink href={CATEGORISATION_PAGE} onClick={dismiss}>
                    Categorise now
                  </NextLink>
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
