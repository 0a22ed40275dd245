'use client'

import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'

import type { TRegisterForm } from './auth-form-schemas'
import { FormAlert } from '@/ui/form-alert'

const resolver = lazyZodResolver<TRegisterForm, TRegisterForm>(() => import('./auth-form-schemas').then((module) => module.ZRegisterForm))
const isRegisterField = isFieldOf<keyof TRegisterForm>(['name', 'surname', 'email', 'password', 'password_confirmation'])

/** spec 7 POST /api/auth/manual-register: a new investor, signed in on success and sent to the portal. */
export function RegisterForm() {
  const form = useForm<TRegisterForm>({ resolver })
  const { register, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isRegisterField,
    send: async (values) => {
      await apiFetch('/api/auth/manual-register', { method: 'POST', body: values, redirectOn401: false })
      window.location.assign('/investor')
      return 'leaving'
    },
  })

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Create an account">
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Field.Root invalid={!!errors.name}>
            <Field.Label>First name</Field.Label>
            <Input autoComplete="given-name" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.surname}>
            <Field.Label>Surname</Field.Label>
            <Input autoComplete="family-name" {...register('surname')} />
            <Field.ErrorText>{errors.surname?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.email}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="new-password" {...register('password')} />
          <Field.HelperText>At least 10 characters.</Field.HelperText>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password_confirmation}>
          <Field.Label>Confirm password</Field.Label>
          <Input type="password" autoComplete="new-password" {...register('password_confirmation')} />
          <Field.ErrorText>{errors.password_confirmation?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} loadingText="Creating account" disabled={busy}>
          Create account
        </Button>
      </Stack>
    </form>
  )
}
