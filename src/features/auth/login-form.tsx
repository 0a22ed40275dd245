'use client'

import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { TFeatures } from '@/tenancy/defaults'
import { FormAlert } from '@/ui/form-alert'

import type { TLoginForm } from './auth-form-schemas'
import { logIn, logInWithCode } from './login-flow'

const resolver = lazyZodResolver<TLoginForm, TLoginForm>(() => import('./auth-form-schemas').then((module) => module.ZLoginForm))

/** `features`: the tenant's switches, which decide the first admin page a role lands on. */
export function LoginForm({ target, features }: { target: string | null; features: TFeatures }) {
  const form = useForm<TLoginForm>({ resolver })
  const { register, formState } = form
  // Set when the password was right and the account has two-factor sign-in on (decision 039).
  const [pendingToken, setPendingToken] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf<keyof TLoginForm>(['email', 'password']),
    send: async (values) => {
      setNotice(null)
      const step = await logIn(values, target, features)
      if (step.kind === 'code') {
        setPendingToken(step.token)
        return 'stay'
      }
      window.location.assign(step.path)
      return 'leaving'
    },
  })

  if (pendingToken) {
    return (
      <CodeForm
        token={pendingToken}
        target={target}
        features={features}
        onRestart={(message) => {
          setPendingToken(null)
          setNotice(message)
          form.resetField('password')
        }}
      />
    )
  }

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap={4}>
        <FormAlert status="error" message={formError ?? notice} />
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

type TCodeValues = { code: string; recovery_code: string }

/** The second step: the 6-digit code from the authenticator app, or one of the recovery codes. */
function CodeForm({ token, target, features, onRestart }: { token: string; target: string | null; features: TFeatures; onRestart: (message: string | null) => void }) {
  const [useRecovery, setUseRecovery] = useState(false)
  const form = useForm<TCodeValues>({ defaultValues: { code: '', recovery_code: '' } })
  const { register, formState } = form
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf<keyof TCodeValues>(['code', 'recovery_code']),
    send: async (values) => {
      const input = useRecovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.replace(/\s/g, '') }
      try {
        window.location.assign(await logInWithCode(token, input, target, features))
      } catch (error) {
        // The five minutes are over, or the password changed meanwhile: back to the first step.
        const expired = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors?.two_factor_token
        if (expired) {
          onRestart(String((expired as string[])[0]))
          return 'stay'
        }
        throw error
      }
      return 'leaving'
    },
  })
  const field = useRecovery ? 'recovery_code' : 'code'
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Two-factor code">
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        <Text>{useRecovery ? 'Enter one of your recovery codes. Each works once.' : 'Enter the 6-digit code your authenticator app shows for this account.'}</Text>
        <Field.Root invalid={!!formState.errors[field]} required>
          <Field.Label>{useRecovery ? 'Recovery code' : 'Authentication code'}</Field.Label>
          {useRecovery ? (
            <Input key="recovery" autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('recovery_code', { required: 'Enter a recovery code' })} />
          ) : (
            <Input key="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} {...register('code', { required: 'Enter the 6-digit code' })} />
          )}
          <Field.ErrorText>{formState.errors[field]?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Checking" disabled={busy}>
          Verify
        </Button>
        <Button type="button" variant="plain" size="sm" colorPalette="brand" onClick={() => setUseRecovery(!useRecovery)} disabled={busy}>
          {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="plain" size="sm" onClick={() => onRestart(null)} disabled={busy}>
          Start again
        </Button>
      </Stack>
    </form>
  )
}
