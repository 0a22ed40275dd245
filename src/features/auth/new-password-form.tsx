'use client'

import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'

import type { TNewPasswordForm } from './auth-form-schemas'
import { FormAlert } from '@/ui/form-alert'

/** The two one-time-link screens: /password/reset posts to /password/reset, /password/set to /api/auth/set-password. */
export type TNewPasswordEndpoint = '/password/reset' | '/api/auth/set-password'

type TProps = { token: string; email: string; endpoint: TNewPasswordEndpoint; submitLabel: string }

const resolver = lazyZodResolver<TNewPasswordForm, TNewPasswordForm>(() => import('./auth-form-schemas').then((module) => module.ZNewPasswordForm))
const isPasswordField = isFieldOf<keyof TNewPasswordForm>(['password', 'password_confirmation'])

/** A new password typed twice, sent with the link's token and email; the server signs the user in, then `/` routes them. */
export function NewPasswordForm({ token, email, endpoint, submitLabel }: TProps) {
  const form = useForm<TNewPasswordForm>({ resolver })
  const { register, formState } = form
  const { errors } = formState
  // token and email errors (an expired link) have no field here, so they show above the form.
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isPasswordField,
    send: async (values) => {
      await apiFetch(endpoint, { method: 'POST', body: { token, email, ...values }, redirectOn401: false })
      window.location.assign('/')
      return 'leaving'
    },
  })

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label={submitLabel}>
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field.Root invalid={!!errors.password}>
          <Field.Label>New password</Field.Label>
          <Input type="password" autoComplete="new-password" {...register('password')} />
          <Field.HelperText>At least 10 characters.</Field.HelperText>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password_confirmation}>
          <Field.Label>Confirm new password</Field.Label>
          <Input type="password" autoComplete="new-password" {...register('password_confirmation')} />
          <Field.ErrorText>{errors.password_confirmation?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Saving" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
