'use client'

import { Button, Stack } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { FormAlert } from '@/ui/form-alert'

type TAnswer = { message: string; email: string; signed_in: boolean }

/**
 * The button of /email/change (decision 037): the new sign-in email is confirmed by a click, not by
 * opening the page, so a mail scanner that follows the link changes nothing.
 */
export function EmailChangeConfirm({ token }: { token: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<TAnswer | null>(null)
  const confirm = async () => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      setDone(await apiFetch<TAnswer>('/api/auth/email-change/confirm', { method: 'POST', body: { token }, redirectOn401: false }))
    } catch (failure) {
      setError(applySubmitError(failure, () => false))
    } finally {
      setBusy(false)
    }
  }
  if (done) {
    return (
      <Stack gap={4}>
        <FormAlert status="success" message={done.message} />
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <NextLink href={done.signed_in ? '/investor/profile/security' : '/login'}>{done.signed_in ? 'Back to your security page' : 'Sign in'}</NextLink>
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap={4}>
      <FormAlert status="error" message={error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={busy} onClick={() => void confirm()} data-testid="confirm-email-change">
        Confirm my new email
      </Button>
    </Stack>
  )
}
