'use client'

import { Button, Field, Input, Stack } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { TFeatures } from '@/tenancy/defaults'
import { FormAlert } from '@/ui/form-alert'

import type { TLoginForm } from './auth-form-schemas'
import { logIn } from './login-flow'

const resolver = lazyZodResolver<TLoginForm, TLoginForm>(() => import('./auth-form-schemas').then((module) => module.ZLoginForm))

/** `features`: the tenant's switches, which decide the first admin page a role lands on. */
export function LoginForm({ target, features }: { target: string | null; features: TFeatures }) {
  const form = useForm<TLoginForm>({ resolver })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf<keyof TLoginForm>(['email', 'password']),
    send: async (values) => {
      window.location.assign(await logIn(values, target, features))
      return 'leaving'
    },
  })

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        <Field.Root invalid={!!formState.errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="username" {...register('email')} />
          <Field.ErrorText>{formState.errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!formState.errors.password}>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Logging in" disabled={busy}>
          Log in
        </Button>
        <Button asChild variant="plain" size="sm" colorPalette="brand">
          <NextLink href="/password/forgot">Forgot your password?</NextLink>
        </Button>
      </Stack>
    </form>
  )
}
