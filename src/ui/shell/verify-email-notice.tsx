'use client'

import { Alert, Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'

import { ApiError, apiFetch } from '@/lib/api-client'

export const VERIFY_EMAIL_TEXT = 'Please verify your email address'
const FALLBACK_ERROR = 'Something went wrong. Please try again later.'

type TMessage = { text: string; ok: boolean }

function messageOf(body: unknown): string | null {
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null
}

/** spec 2.4: an unverified user gets no chrome, only this notice and a way to get a new link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<TMessage | null>(null)

  const resend = async () => {
    setSending(true)
    setMessage(null)
    try {
      const body = await apiFetch<unknown>('/email/resend', { method: 'POST' })
      setMessage({ text: messageOf(body) ?? 'A new verification link has been sent.', ok: true })
    } catch (error) {
      setMessage({ text: (error instanceof ApiError && messageOf(error.body)) || FALLBACK_ERROR, ok: false })
    } finally {
      setSending(false)
    }
  }

  return (
    <Alert.Root status="warning" variant="surface" alignItems="flex-start" data-testid="verify-email-notice">
      <Alert.Indicator />
      <Stack gap={3} flex="1">
        <Alert.Content>
          <Alert.Title>{VERIFY_EMAIL_TEXT}</Alert.Title>
          <Alert.Description>
            We sent a verification link to <strong>{email}</strong>. Follow it to use your account.
          </Alert.Description>
        </Alert.Content>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap={3}>
          <Button size="sm" colorPalette="navy" onClick={() => void resend()} loading={sending} loadingText="Sending" alignSelf="flex-start">
            Resend verification email
          </Button>
          <Text role="status" fontSize="sm" color={message?.ok === false ? 'red.700' : 'fg'}>
            {message?.text}
          </Text>
        </Stack>
      </Stack>
    </Alert.Root>
  )
}
