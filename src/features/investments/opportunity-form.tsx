'use client'

import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { lazyZodResolver } from '@/lib/lazy-zod-resolver'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

import { isOpportunityFormField, type TOpportunityFormField } from './opportunity-form-fields'
import type { TOpportunityFormInput, TOpportunityPayload } from './opportunity-form-schema'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { slugFromTitle } from '@/domain/investments/slug'
import { CREATABLE_STAGES } from '@/domain/investments/stage-moves'
import { adminPathForOpportunity, STAGE_LABEL } from '@/domain/investments/stages'

type TProps = {
  /** Absent when creating. */
  opportunityId?: number
  defaultValues: TOpportunityFormInput
  cancelHref: string
}

// Check the body with the form's zod schema, loaded on first validation (zod is not part of the page).
const editResolver = lazyZodResolver<TOpportunityFormInput, TOpportunityPayload>(() => import('./opportunity-form-schema').then((module) => module.ZOpportunityForm))
const createResolver = lazyZodResolver<TOpportunityFormInput, TOpportunityPayload>(() => import('./opportunity-form-schema').then((module) => module.ZNewOpportunityForm))

type TSavedOpportunity = { doc: { id: number; stage: number } }

const withoutEmpty = (body: Partial<TOpportunityPayload>) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== ''))

/** Create or edit an opportunity through Payload's REST API, then open it where spec 2.1 routes its stage. */
export function OpportunityForm({ opportunityId, defaultValues, cancelHref }: TProps) {
  const router = useRouter()
  const creating = opportunityId === undefined
  const form = useForm<TOpportunityFormInput, unknown, TOpportunityPayload>({ resolver: creating ? createResolver : editResolver, defaultValues })
  const { register, setValue, getValues, formState } = form
  const { errors } = formState
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    // Editing has no stage field: a stage error then shows above the form.
    isField: (field): field is TOpportunityFormField => isOpportunityFormField(field) && (creating || field !== 'stage'),
    mapError: fromPayloadRestError,
    send: async ({ stage, ...fields }) => {
      // The stage is chosen once, on create; afterwards it changes only through the stage actions (issue 9 §5).
      const body = creating ? { ...fields, stage } : fields
      const saved = await apiFetch<TSavedOpportunity>(
        creating ? '/api/investment-opportunities?depth=0' : `/api/investment-opportunities/${opportunityId}?depth=0`,
        // spec 5: a new record's payload drops empty values; an edit sends null so a cleared date is cleared.
        { method: creating ? 'POST' : 'PATCH', body: creating ? withoutEmpty(body) : body },
      )
      // Dynamic pages are never served from the router cache, so push alone shows the saved data.
      router.push(adminPathForOpportunity(saved.doc))
      return 'leaving'
    },
  })

  // A new opportunity's slug follows its title until someone types a slug of their own.
  const titleField = register('title', {
    onBlur: () => {
      if (creating && !getValues('slug')) setValue('slug', slugFromTitle(getValues('title')))
    },
  })

  return (
    // method="post": a submit before hydration must never put a password into the URL.
    <form method="post" onSubmit={onSubmit} noValidate aria-label={creating ? 'Create opportunity' : 'Edit opportunity'}>
      <Stack gap={5} maxW="3xl">
        <FormAlert status="error" message={formError} />
        <Field.Root invalid={!!errors.title} required>
          <Field.Label>
            Title <Field.RequiredIndicator />
          </Field.Label>
          <Input {...titleField} />
          <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.slug} required>
          <Field.Label>
            Slug <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('slug')} autoCapitalize="none" spellCheck={false} />
          <Field.HelperText>Used in the investor portal address, e.g. green-energy-fund-2.</Field.HelperText>
          <Field.ErrorText>{errors.slug?.message}</Field.ErrorText>
        </Field.Root>
        {creating && (
          <Field.Root invalid={!!errors.stage} required>
            <Field.Label>
              Stage <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('stage')}>
                {CREATABLE_STAGES.map((stage) => (
                  <option key={stage} value={String(stage)}>
                    {stage} · {STAGE_LABEL[stage]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>A live opportunity needs a target amount and a closing date from today on. Later stages are reached through its actions.</Field.HelperText>
            <Field.ErrorText>{errors.stage?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <Field.Root invalid={!!errors.targetAmount} required>
            <Field.Label>
              Target amount <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('targetAmount')} inputMode="decimal" placeholder="250000.00" />
            <Field.HelperText>In whole currency units, e.g. pounds.</Field.HelperText>
            <Field.ErrorText>{errors.targetAmount?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.currency} required>
            <Field.Label>
              Currency <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('currency')} maxLength={3} textTransform="uppercase" autoCapitalize="characters" />
            <Field.HelperText>3-letter ISO code, e.g. GBP.</Field.HelperText>
            <Field.ErrorText>{errors.currency?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.opensAt}>
            <Field.Label>Opens</Field.Label>
            <Input type="date" {...register('opensAt')} />
            <Field.ErrorText>{errors.opensAt?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.closesAt}>
            <Field.Label>Closes</Field.Label>
            <Input type="date" {...register('closesAt')} />
            <Field.ErrorText>{errors.closesAt?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Saving" disabled={busy}>
            {creating ? 'Create opportunity' : 'Save changes'}
          </Button>
          <Button asChild variant="outline">
            <NextLink href={cancelHref}>Cancel</NextLink>
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
