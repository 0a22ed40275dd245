'use client'

import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

import type { TInvitationRegisterForm } from './invitation-register-schema'

const resolver = lazyZodResolver<TInvitationRegisterForm, TInvitationRegisterForm>(() => import('./invitation-register-schema').then((module) => module.ZInvitationRegisterForm))
const isField = isFieldOf<keyof TInvitationRegisterForm>(['name', 'surname', 'password', 'password_confirmation'])

/** POST /api/invitations/accept: the invited investor chooses a name and password; the email is the invitation's. Signed in, then the portal. */
export function InvitationRegisterForm({ token, email, name, surname }: { token: string; email: string; name: string; surname: string }) {
  const form = useForm<TInvitationRegisterForm>({ resolver, defaultValues: { name, surname, password: '', password_confirmation: '' } })
  const { register, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField,
    send: async (values) => {
      await apiFetch('/api/invitations/accept', { method: 'POST', body: { ...values, token }, redirectOn401: false })
      window.location.assign('/investor')
      return 'leaving'
    },
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Create your investor account">
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input type="email" value={email} readOnly aria-readonly="true" autoComplete="username" />
          <Field.HelperText>The address you were invited at: you sign in with it.</Field.HelperText>
        </Field.Root>
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
