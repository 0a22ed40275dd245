'use client'

import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

import { fieldGuard, ZTaskForm, type TTaskFormInput, type TTaskFormOutput } from './record-form-schemas'

type TProps = { target: TRecordTarget; assignees: Array<{ id: number; name: string }>; defaultAssignee: number | null }

/** Adds a task to the record for one staff member (POST /api/tasks), then shows it. */
export function TaskForm({ target, assignees, defaultAssignee }: TProps) {
  const router = useRouter()
  const empty: TTaskFormInput = { title: '', dueAt: '', assignee: defaultAssignee ? String(defaultAssignee) : '' }
  const form = useForm<TTaskFormInput, unknown, TTaskFormOutput>({ resolver: zodResolver(ZTaskForm), defaultValues: empty })
  const { register, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: fieldGuard(['title', 'dueAt', 'assignee'] as const),
    mapError: fromPayloadRestError,
    send: async (values) => {
      await apiFetch('/api/tasks?depth=0', { method: 'POST', body: { ...values, targetCollection: target.collection, targetId: target.id } })
      form.reset(empty)
      router.refresh()
      return 'stay'
    },
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Add a task">
      <Stack gap={3}>
        <FormAlert status="error" message={formError} />
        <Field.Root invalid={!!errors.title} required>
          <Field.Label>Task</Field.Label>
          <Input {...register('title')} placeholder="What needs doing?" />
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          <Field.Root invalid={!!errors.dueAt}>
            <Field.Label>Due</Field.Label>
            <Input type="datetime-local" {...register('dueAt')} />
            <Field.ErrorText>{errors.dueAt?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.assignee} required>
            <Field.Label>Assigned to</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('assignee')}>
                <option value="">Choose…</option>
                {assignees.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.assignee?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" size="sm" loading={busy} loadingText="Saving" disabled={busy}>
          Add task
        </Button>
      </Stack>
    </form>
  )
}
