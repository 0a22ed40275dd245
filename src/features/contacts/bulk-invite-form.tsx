'use client'

import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import type { TBulkInvitationLineResult } from '@/domain/contacts/invitation-body'
import { apiFetch } from '@/lib/api-client'
import { onDemand, useOnDemand } from '@/lib/load-on-intent'
import { isFieldOf, useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

type TValues = { emails: string }

const isBulkField = isFieldOf<keyof TValues>(['emails'])

// The answer's table is needed only after a send: a chunk of its own, out of the route's first load.
const resultView = onDemand(() => import('./bulk-invite-result'))

/**
 * POST /api/invitations/bulk: addresses typed or pasted (a .csv file can fill the box), then the
 * server's answer line by line: who was invited, and why any other line was not.
 */
export function BulkInviteForm({ listHref }: { listHref: string }) {
  const form = useForm<TValues>({ defaultValues: { emails: '' } })
  const { register, formState, setValue } = form
  const [result, setResult] = useState<{ invited: number; lines: TBulkInvitationLineResult[] } | null>(null)
  const ResultView = useOnDemand(resultView)
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: isBulkField,
    send: async (values) => {
      const [answer] = await Promise.all([apiFetch<{ invited: number; lines: TBulkInvitationLineResult[] }>('/api/invitations/bulk', { method: 'POST', body: values }), resultView.load()])
      setResult(answer)
      return 'stay'
    },
  })
  const readFile = (file: File | undefined) => {
    if (!file) return
    void file.text().then((text) => setValue('emails', text))
  }
  return (
    <Stack gap={6}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label="Invite investors">
        <Stack gap={4}>
          <FormAlert status="error" message={formError} />
          <Field.Root invalid={!!formState.errors.emails} required>
            <Field.Label>Email addresses</Field.Label>
            <Textarea rows={8} fontFamily="mono" placeholder={'ada@example.com\nalan@example.com'} {...register('emails', { required: 'Enter at least one email address' })} />
            <Field.HelperText>One a line; commas and semicolons separate addresses too.</Field.HelperText>
            <Field.ErrorText>{formState.errors.emails?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Or read them from a CSV file</Field.Label>
            <Input type="file" accept=".csv,.txt,text/csv,text/plain" p={1} onChange={(event) => readFile(event.target.files?.[0])} />
            <Field.HelperText>The file’s text goes into the box above, where you can check it before sending.</Field.HelperText>
          </Field.Root>
          <HStack gap={3}>
            <Button type="submit" {...resultView.intent} colorPalette="brand" loading={busy} loadingText="Sending invitations" disabled={busy}>
              Send invitations
            </Button>
            <Button asChild variant="outline">
              <NextLink href={listHref}>Back to invitations</NextLink>
            </Button>
          </HStack>
        </Stack>
      </form>
      {result && ResultView && <ResultView.BulkInviteResult result={result} listHref={listHref} />}
    </Stack>
  )
}
