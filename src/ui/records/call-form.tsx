'use client'

import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { CALL_OUTCOMES } from '@/domain/records/record-features'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { apiFetch } from '@/lib/api-client'
import { toDateTimeInputValue } from '@/lib/dates'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

import { fieldGuard, ZCallForm, type TCallFormInput, type TCallFormOutput } from './record-form-schemas'

const emptyCall = (): TCallFormInput => ({ calledAt: toDateTimeInputValue(new Date()), durationMinutes: '', outcome: 'connected', summary: '' })

/** Logs a call on the record (POST /api/call-logs), then shows it. */
export function CallForm({ target }: { target: TRecordTarget }) {
  const router = useRouter()
  const form = useForm<TCallFormInput, unknown, TCallFormOutput>({ resolver: zodResolver(ZCallForm), defaultValues: emptyCall() })
  const { register, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: fieldGuard(['calledAt', 'durationMinutes', 'outcome', 'summary'] as const),
    mapError: fromPayloadRestError,
    send: async (values) => {
      await apiFetch('/api/call-logs?depth=0', { method: 'POST', body: { ...values, targetCollection: target.collection, targetId: target.id } })
      form.reset(emptyCall())
      router.refresh()
      return 'stay'
    },
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Log a call">
      <Stack gap={3}>
        <FormAlert status="error" message={formError} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
          <Field.Root invalid={!!errors.calledAt} required gridColumn={{ sm: 'span 2' }}>
            <Field.Label>When</Field.Label>
            <Input type="datetime-local" {...register('calledAt')} />
            <Field.ErrorText>{errors.calledAt?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.durationMinutes}>
            <Field.Label>Minutes</Field.Label>
            <Input inputMode="numeric" {...register('durationMinutes')} />
            <Field.ErrorText>{errors.durationMinutes?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.outcome} required>
            <Field.Label>Outcome</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('outcome')}>
                {CALL_OUTCOMES.map((outcome) => (
                  <option key={outcome.value} value={outcome.value}>
                    {outcome.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.outcome?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.summary}>
          <Field.Label>Summary</Field.Label>
          <Textarea rows={2} {...register('summary')} />
          <Field.ErrorText>{errors.summary?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" size="sm" loading={busy} loadingText="Saving" disabled={busy}>
          Log call
        </Button>
      </Stack>
    </form>
  )
}
