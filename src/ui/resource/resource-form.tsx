'use client'

import { Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form'

import { slugFromTitle } from '@/domain/investments/slug'
import { apiFetch } from '@/lib/api-client'
import { dateInputToIso } from '@/lib/dates'
import { majorInputToMinor } from '@/lib/money'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import type { TFormDefinition, TFormField, TFormOption } from '@/lib/resource/define-resource'
import { recordPath } from '@/lib/resource/resource-record'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

// The kit's create/edit form (issue 9 §2): fields from the declaration, values turned into the REST
// body by kind, the body checked by the resource's zod schema (the one its collection validates
// with), spec 5's submit rules (useGuardedSubmit), and the saved record opened.

export type TFormValues = Record<string, string | boolean>

export type TResourceFormProps = {
  /** Absent when creating. */
  recordId?: number
  defaultValues: TFormValues
  /** Options of select fields that list the tenant's records, loaded by the page. */
  options?: Record<string, TFormOption[]>
  cancelHref: string
  /** Values of the declaration's fixed fields (sent, never shown). */
  fixedValues?: Record<string, unknown>
  /** Fields this record does not have (e.g. a type for anything but a sub-type): not shown, sent as null. */
  hidden?: readonly string[]
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '')

/** The REST body of the typed values, and the errors of values that cannot be read at all. */
export function formBody(form: TFormDefinition, values: TFormValues, fixedValues: Record<string, unknown> = {}): { body: Record<string, unknown>; errors: Record<string, string> } {
  const body: Record<string, unknown> = { ...fixedValues }
  const errors: Record<string, string> = {}
  for (const field of form.fields) {
    const raw = values[field.name]
    if (field.kind === 'checkbox') {
      body[field.name] = raw === true
      continue
    }
    const typed = text(raw)
    if (typed === '') {
      body[field.name] = null
    } else if (field.kind === 'money') {
      const minor = majorInputToMinor(typed, text(values[field.currencyField]).toUpperCase())
      if (minor === null) errors[field.name] = 'Enter an amount such as 250000 or 250000.50'
      body[field.name] = minor
    } else if (field.kind === 'number') {
      const number = Number(typed)
      if (!Number.isFinite(number)) errors[field.name] = 'Enter a number'
      body[field.name] = number
    } else if (field.kind === 'date') {
      const iso = dateInputToIso(typed)
      if (iso === null) errors[field.name] = 'Enter a valid date'
      body[field.name] = iso
    } else {
      body[field.name] = typed
    }
  }
  return { body, errors }
}

function resolverFor(form: TFormDefinition, fixedValues?: Record<string, unknown>): Resolver<TFormValues, unknown, Record<string, unknown>> {
  return async (values) => {
    const { body, errors } = formBody(form, values, fixedValues)
    const result = form.schema.safeParse(body)
    for (const issue of result.success ? [] : result.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (field && !errors[field]) errors[field] = issue.message
    }
    if (Object.keys(errors).length === 0 && result.success) return { values: result.data as Record<string, unknown>, errors: {} }
    const fieldErrors: FieldErrors<TFormValues> = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]))
    return { values: {}, errors: fieldErrors }
  }
}

/** spec 5: a new record's body drops empty values (a zero or false is kept); an edit sends null so a cleared value is cleared. */
const withoutEmpty = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== '' && value !== undefined))

function FieldInput({ field, form, options }: { field: TFormField; form: UseFormReturn<TFormValues, unknown, Record<string, unknown>>; options: readonly TFormOption[] }) {
  const { register, watch } = form
  switch (field.kind) {
    case 'textarea':
      return <Textarea {...register(field.name)} rows={4} />
    case 'date':
      return <Input type="date" {...register(field.name)} />
    case 'number':
      return <Input {...register(field.name)} inputMode="decimal" />
    case 'money':
      return <Input {...register(field.name)} inputMode="decimal" placeholder="250000.00" />
    case 'slug':
      return <Input {...register(field.name)} autoCapitalize="none" spellCheck={false} />
    case 'select': {
      const parent = field.dependsOn ? String(watch(field.dependsOn) ?? '') : null
      const shown = parent === null ? options : options.filter((option) => option.parent === parent)
      return (
        <NativeSelect.Root>
          <NativeSelect.Field {...register(field.name)}>
            <option value="">Choose…</option>
            {shown.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )
    }
    default:
      return <Input {...register(field.name)} />
  }
}

export function ResourceForm({ form: declared, recordId, defaultValues, options = {}, cancelHref, fixedValues, hidden = [] }: TResourceFormProps & { form: TFormDefinition }) {
  const router = useRouter()
  const definition = hidden.length ? { ...declared, fields: declared.fields.filter((field) => !hidden.includes(field.name)) } : declared
  const form = useForm<TFormValues, unknown, Record<string, unknown>>({ resolver: resolverFor(definition, fixedValues), defaultValues })
  const { errors } = form.formState
  const creating = recordId === undefined
  const fieldNames = new Set(definition.fields.map((field) => field.name))
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: (field): field is string => fieldNames.has(field),
    mapError: fromPayloadRestError,
    send: async (body) => {
      const saved = await apiFetch<{ doc: { id: number } }>(creating ? `${definition.collectionPath}?depth=0` : `${definition.collectionPath}/${recordId}?depth=0`, {
        method: creating ? 'POST' : 'PATCH',
        body: creating ? withoutEmpty(body) : body,
      })
      router.push(recordPath(definition.savedPath, saved.doc.id))
      return 'leaving'
    },
  })

  // A derived field (a slug from the title) follows its source on a new record until someone types in it.
  const derive = (source: string) => {
    if (!creating) return
    for (const field of definition.fields) {
      if (field.kind === 'slug' && field.from === source && !form.getValues(field.name)) form.setValue(field.name, slugFromTitle(text(form.getValues(source))))
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={`${creating ? 'Create' : 'Edit'} ${definition.noun}`}>
      <Stack gap={5} maxW="3xl">
        <FormAlert status="error" message={formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          {definition.fields.map((field) => {
            const error = errors[field.name]?.message
            if (field.kind === 'checkbox') {
              return (
                <Field.Root key={field.name} invalid={!!error} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
                  <Checkbox.Root {...form.register(field.name)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{field.label}</Checkbox.Label>
                  </Checkbox.Root>
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              )
            }
            return (
              <Field.Root
                key={field.name}
                invalid={!!error}
                required={field.required}
                gridColumn={field.wide || field.kind === 'textarea' ? { md: 'span 2' } : undefined}
                onBlur={() => derive(field.name)}
              >
                <Field.Label>
                  {field.label} {field.required && <Field.RequiredIndicator />}
                </Field.Label>
                <FieldInput field={field} form={form} options={(field.kind === 'select' && field.options) || options[field.name] || []} />
                {field.helper && <Field.HelperText>{field.helper}</Field.HelperText>}
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            )
          })}
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText="Saving" disabled={busy}>
            {creating ? `Create ${definition.noun}` : 'Save changes'}
          </Button>
          <Button asChild variant="outline">
            <NextLink href={cancelHref}>Cancel</NextLink>
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
