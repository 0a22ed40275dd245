'use client'

import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'

import { isFieldOf, ZRegisterForm, type TRegisterForm } from './auth-form-schemas'
import { FormAlert } from './form-alert'

const isRegisterField = isFieldOf<keyof TRegisterForm>(['name', 'surname', 'email', 'password', 'password_confirmation'])

/** spec 7 POST /api/auth/manual-register: a new investor, signed in on success and sent to the portal. */
export function RegisterForm() {
  const [formError, setFormError] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const inFlight = useRef(false)
  // Mirrors the ref for rendering: RHF's isSubmitting drops when an ignored second submit returns.
  const [pending, setPending] = useState(false)
  const { register, handleSubmit, setError, formState } = useForm<TRegisterForm>({ resolver: zodResolver(ZRegisterForm) })
  const { errors } = formState

  const onSubmit = handleSubmit(async (values) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    setFormError(null)
    try {
      await apiFetch('/api/auth/manual-register', { method: 'POST', body: values, redirectOn401: false })
      setLeaving(true)
      window.location.assign('/investor')
    } catch (error) {
      inFlight.current = false
      setPending(false)
      setFormError(
        applySubmitError(error, (field, message) => {
          if (!isRegisterField(field)) return false
          setError(field, { message })
          return true
        }),
      )
    }
  })

  const busy = formState.isSubmitting || pending || leaving
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
