'use client'

import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

type TValues = { name: string; surname: string; email: string; role_id: string }

/** Invite a colleague with a role (POST /api/staff-accounts/invite): they get a set-password link on the tenant's domain. */
export function StaffInviteForm({ roles }: { roles: { value: number; label: string }[] }) {
  const router = useRouter()
  const [done, setDone] = useState<string | null>(null)
  const form = useForm<TValues>({ defaultValues: { name: '', surname: '', email: '', role_id: '' } })
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['name', 'surname', 'email', 'role_id'] as const),
    send: async (values) => {
      setDone(null)
      const answer = await apiFetch<{ message: string }>('/api/staff-accounts/invite', { method: 'POST', body: values })
      form.reset()
      setDone(answer.message)
      router.refresh()
      return 'stay'
    },
  })
  const errors = form.formState.errors
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Invite a colleague">
      <Stack gap={4}>
        <FormAlert status="error" message={formError} />
        <FormAlert status="success" message={done} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root invalid={!!errors.name} required>
            <Field.Label>First name</Field.Label>
            <Input autoComplete="off" {...form.register('name', { validate: (value) => value.trim() !== '' || 'Enter a first name' })} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.surname}>
            <Field.Label>Surname</Field.Label>
            <Input autoComplete="off" {...form.register('surname')} />
            <Field.ErrorText>{errors.surname?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="off" {...form.register('email', { validate: (value) => /.+@.+\..+/.test(value.trim()) || 'Enter a valid email address' })} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.role_id} required>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('role_id', { validate: (value) => value !== '' || 'Choose a role' })}>
                <option value="">Choose…</option>
                {roles.map((role) => (
                  <option key={role.value} value={String(role.value)}>
                    {role.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.role_id?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy} loadingText="Inviting" disabled={busy}>
          Send invitation
        </Button>
      </Stack>
    </form>
  )
}
