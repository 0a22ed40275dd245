'use client'

import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'

import { ZForgotPasswordForm, type TForgotPasswordForm } from './auth-form-schemas'
import { FormAlert } from './form-alert'

/** spec 7 POST /password/email. The server answers the same for every address, and we show that answer. */
export function ForgotPasswordForm() {
  const [formError, setFormError] = useState<string | null>(null)
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const inFlight = useRef(false)
  // Mirrors the ref for rendering: RHF's isSubmitting drops when an ignored second submit returns.
  const [pending, setPending] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<TForgotPasswordForm>({ resolver: zodResolver(ZForgotPasswordForm) })

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    setFormError(null)
    setSentMessage(null)
    try {
      const answer = await apiFetch<{ message?: string }>('/password/email', { method: 'POST', body: values, redirectOn401: false })
      setSentMessage(answer?.message || 'Check your email for a link to reset your password.')
    } catch (error) {
      setFormError(
        applySubmitError(error, (field, message) => {
          if (field !== 'email') return false
          setError('email', { message })
          return true
        }),
      )
    } finally {
      inFlight.current = false
      setPending(false)
    }
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
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting || pending} loadingText="Sending" disabled={formState.isSubmitting || pending}>
          Email me a reset link
        </Button>
      </Stack>
    </form>
  )
}
