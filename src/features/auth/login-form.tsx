'use client'

import { Button, Field, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import NextLink from 'next/link'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { TFeatures } from '@/tenancy/defaults'
import { FormAlert } from '@/ui/form-alert'

import { isFieldOf } from './auth-form-schemas'
import { logIn } from './login-flow'

export const ZLoginForm = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
})
type TLoginForm = z.infer<typeof ZLoginForm>

/** `features`: the tenant's switches, which decide the first admin page a role lands on. */
export function LoginForm({ target, features }: { target: string | null; features: TFeatures }) {
  const form = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm) })
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
