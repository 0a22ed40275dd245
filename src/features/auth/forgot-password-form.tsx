'use client'

import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'

import type { TForgotPasswordForm } from './auth-form-schemas'
import { FormAlert } from '@/ui/form-alert'

const resolver = lazyZodResolver<TForgotPasswordForm, TForgotPasswordForm>(() => import('./auth-form-schemas').then((module) => module.ZForgotPasswordForm))

/** spec 7 POST /password/email. The server answers the same for every address, and we show that answer. */
export function ForgotPasswordForm() {
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const form = useForm<TForgotPasswordForm>({ resolver })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf<keyof TForgotPasswordForm>(['email']),
    send: async (values) => {
      setSentMessage(null)
      const answer = await apiFetch<{ message?: string }>('/password/email', { method: 'POST', body: values, redirectOn401: false })
      setSentMessage(answer?.message || 'Check your email for a link to reset your password.')
      return 'stay'
    },
  })

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Request a password reset link">
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        <FormAlert status="success" message={sentMessage} />
        <Field.Root invalid={!!formState.errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Sending" disabled={busy}>
          Email me a reset link
        </Button>
      </Stack>
    </form>
  )
}
