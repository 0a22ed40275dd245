'use client'

import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

import type { TRecordFormLooks } from './record-form-looks'
import type { TTaskFormInput, TTaskFormOutput } from './record-form-schemas'

type TProps = { target: TRecordTarget; assignees: Array<{ id: number; name: string }>; defaultAssignee: number | null; looks: TRecordFormLooks }

const resolver = lazyZodResolver<TTaskFormInput, TTaskFormOutput>(() => import('./record-form-schemas').then((module) => module.ZTaskForm))

/** Adds a task to the record for one staff member (POST /api/tasks), then shows it. */
export function TaskForm({ target, assignees, defaultAssignee, looks }: TProps) {
  const router = useRouter()
  const empty: TTaskFormInput = { title: '', dueAt: '', assignee: defaultAssignee ? String(defaultAssignee) : '' }
  const form = useForm<TTaskFormInput, unknown, TTaskFormOutput>({ resolver, defaultValues: empty })
  const { register, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isFieldOf(['title', 'dueAt', 'assignee'] as const),
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
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status="error" message={formError} />
        <PlainField looks={looks} label="Task" required error={errors.title?.message}>
          {(control) => <input {...control} data-part="input" placeholder="What needs doing?" className={looks.input.className} {...register('title')} />}
        </PlainField>
        <div className={looks.taskGrid.className}>
          <PlainField looks={looks} label="Due" error={errors.dueAt?.message}>
            {(control) => <input {...control} data-part="input" type="datetime-local" className={looks.input.className} {...register('dueAt')} />}
          </PlainField>
          <PlainField looks={looks} label="Assigned to" required error={errors.assignee?.message}>
            {(control) => (
              <PlainSelect looks={{ root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }} {...control} {...register('assignee')}>
                <option value="">Choose…</option>
                {assignees.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.name}
                  </option>
                ))}
              </PlainSelect>
            )}
          </PlainField>
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy} disabled={busy}>
          Add task
        </PlainButton>
      </div>
    </form>
  )
}
