'use client'

import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import NextLink from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { applySubmitError } from '@/lib/submit-errors'

import { logIn } from './login-flow'

export const ZLoginForm = z.object({
  email: z.string().trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
})
type TLoginForm = z.infer<typeof ZLoginForm>

export function LoginForm({ target }: { target: string | null }) {
  const [formError, setFormError] = useState<string | null>(null)
  const { register, handleSubmit, setError, formState } = useForm<TLoginForm>({ resolver: zodResolver(ZLoginForm) })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      window.location.assign(await logIn(values, target))
    } catch (error) {
      setFormError(
        applySubmitError(error, (field, message) => {
          if (field !== 'email' && field !== 'password') return false
          setError(field, { message })
          return true
        }),
      )
    }
  })

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Log in">
      <Stack gap={4}>
        {formError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
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
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText="Logging in">
          Log in
        </Button>
        <Button asChild variant="plain" size="sm" colorPalette="brand">
          <NextLink href="/password/forgot">Forgot your password?</NextLink>
        </Button>
      </Stack>
    </form>
  )
}
