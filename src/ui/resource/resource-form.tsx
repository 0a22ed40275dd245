'use client'

import { Box, Button, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react'
import dynamic from 'next/dynamic'
import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { createContext, useContext, useId } from 'react'
import { Controller, get, useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

import { slugFromTitle } from '@/domain/investments/slug'
import { apiFetch } from '@/lib/api-client'
import { dateInputToIso } from '@/lib/dates'
import { majorInputToMinor } from '@/lib/money'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import type { TFormField, TFormOption, TFormSubField, TFormView, TRow } from '@/lib/resource/define-resource'
import { recordPath } from '@/lib/resource/resource-record'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import type { TFeatureKey } from '@/tenancy/defaults'
import { FormAlert } from '@/ui/form-alert'
import type { TRichTextLooks } from '@/ui/records/rich-text-frame'

import type { TKitForm } from './form-fields/form-types'
import type { TFormRow } from './form-fields/repeatable-field'

// The kit's create/edit form (issue 9 §2): fields from the declaration, values turned into the REST
// body by kind, the body checked by the resource's zod schema (the one its collection validates
// with, loaded on first validation where the declaration says how), spec 5's submit rules
// (useGuardedSubmit: one submit at a time, server field errors on their fields), and the saved
// record opened. Field kinds: docs/admin-screens.md §6.

// The richer kinds are modules of their own, loaded only by forms whose declaration has them (a
// deal's form loads none): they stay out of every form page's first-load JavaScript. Lexical comes
// after the page; the others render on the server as usual and load beside the page's own script.
const RichTextField = dynamic(() => import('./form-fields/rich-text-field').then((module) => module.RichTextField), {
  ssr: false,
  loading: () => <Box minH="32" w="full" borderWidth="1px" rounded="l2" bg="bg.muted" aria-hidden />,
})
const RelationshipInput = dynamic(() => import('./form-fields/relationship-field').then((module) => module.RelationshipInput))
const ImageInput = dynamic(() => import('./form-fields/image-field').then((module) => module.ImageInput))
const RepeatableField = dynamic(() => import('./form-fields/repeatable-field').then((module) => module.RepeatableField))
const CheckboxesField = dynamic(() => import('./form-fields/checkboxes-field').then((module) => module.CheckboxesField))
const CheckboxField = dynamic(() => import('./form-fields/checkboxes-field').then((module) => module.CheckboxField))

/**
 * What the fields hold: text for text-like kinds, a boolean for a checkbox, a list of values for
 * checkboxes, `{ value, label }` (or a list) for a relationship or an image, Lexical JSON for rich
 * text, rows for a repeatable group.
 */
export type TFormValues = Record<string, unknown>

export type TResourceFormProps = {
  /** Absent when creating. */
  recordId?: number
  defaultValues: TFormValues
  /** Options of select fields that list the tenant's records, loaded by the page. */
  options?: Record<string, TFormOption[]>
  cancelHref: string
  /** Values of the declaration's fixed fields (sent, never shown). */
  fixedValues?: Record<string, unknown>
  /** Fields this record does not have (e.g. a type for anything but a sub-type): neither shown nor sent. */
  hidden?: readonly string[]
  /** The tenant's switches: a field with a `feature` shows (and is sent) only while it is on. */
  features?: Partial<Record<TFeatureKey, boolean>>
  /** The rich-text editor's look, computed by the page (richTextLooks) when the declaration has a rich-text field. */
  editorLooks?: TRichTextLooks
}

const EditorLooks = createContext<TRichTextLooks | null>(null)

function useEditorLooks(): TRichTextLooks {
  const looks = useContext(EditorLooks)
  if (!looks) throw new Error('A form with a rich-text field needs editorLooks from its page (richTextLooks())')
  return looks
}

type TForm = TKitForm

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const isOption = (value: unknown): value is TFormOption => !!value && typeof value === 'object' && typeof (value as TFormOption).value === 'string'

/** The fields this form shows: not hidden, not create-only on an edit, their switch on. */
export function shownFields(form: Pick<TFormView, 'fields'>, { creating, hidden = [], features = {} }: { creating: boolean; hidden?: readonly string[]; features?: TResourceFormProps['features'] }): TFormField[] {
  return form.fields.filter((field) => !hidden.includes(field.name) && (creating || !field.createOnly) && (!field.feature || features[field.feature] === true))
}

type TConverted = { value: unknown; error?: string }

/** One typed value as the REST body takes it, by kind ('' is null). */
function convert(field: Pick<TFormField, 'kind'> | TFormSubField, raw: unknown, values: TFormValues, currencyField?: string): TConverted {
  switch (field.kind) {
    case 'checkbox':
      return { value: raw === true }
    case 'checkboxes':
      return { value: Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [] }
    case 'relationship':
      if (Array.isArray(raw)) return { value: raw.filter(isOption).map((option) => option.value) }
      return { value: isOption(raw) ? raw.value : null }
    case 'image':
      return { value: isOption(raw) ? raw.value : null }
    case 'rich-text':
      return { value: raw ?? null }
    default:
  }
  const typed = text(raw)
  if (typed === '') return { value: null }
  switch (field.kind) {
    case 'money': {
      const minor = majorInputToMinor(typed, text(values[currencyField ?? '']).toUpperCase())
      return minor === null ? { value: null, error: 'Enter an amount such as 250000 or 250000.50' } : { value: minor }
    }
    case 'number': {
      const number = Number(typed)
      return Number.isFinite(number) ? { value: number } : { value: typed, error: 'Enter a number' }
    }
    case 'date': {
      const iso = dateInputToIso(typed)
      return iso === null ? { value: null, error: 'Enter a valid date' } : { value: iso }
    }
    default:
      return { value: typed }
  }
}

/** The REST body of the typed values (of `fields`), and the errors of values that cannot be read at all (paths as the form names them). */
export function formBody(fields: readonly TFormField[], values: TFormValues, fixedValues: Record<string, unknown> = {}): { body: Record<string, unknown>; errors: Record<string, string> } {
  const body: Record<string, unknown> = { ...fixedValues }
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const raw = values[field.name]
    if (field.kind === 'repeatable') {
      // Rows map one to one (an empty row is the person's to fill or remove), keeping the server's row ids.
      const rows = Array.isArray(raw) ? (raw as TFormRow[]) : []
      body[field.name] = rows.map((row, index) => {
        const item: Record<string, unknown> = row.id ? { id: row.id } : {}
        for (const sub of field.fields) {
          const converted = convert(sub, row[sub.name], values)
          item[sub.name] = converted.value
          if (converted.error) errors[`${field.name}.${index}.${sub.name}`] = converted.error
        }
        return item
      })
      continue
    }
    const converted = convert(field, raw, values, field.kind === 'money' ? field.currencyField : undefined)
    body[field.name] = converted.value
    if (converted.error) errors[field.name] = converted.error
  }
  return { body, errors }
}

/** Flat error paths ('team.0.name') as the nested errors react-hook-form reads. */
function nestedErrors(flat: Record<string, string>): FieldErrors<TFormValues> {
  const root: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.')
    let node = root
    keys.slice(0, -1).forEach((key, index) => {
      node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {}
      node = node[key] as Record<string, unknown>
    })
    node[keys[keys.length - 1]!] = { type: 'validate', message }
  }
  return root as FieldErrors<TFormValues>
}

function schemaLoader(form: TFormView): () => Promise<ZodType> {
  let loading: Promise<ZodType> | null = null
  return () => (form.schema ? Promise.resolve(form.schema) : (loading ??= form.loadSchema()))
}

function resolverFor(form: TFormView, fields: readonly TFormField[], fixedValues?: Record<string, unknown>): Resolver<TFormValues, unknown, Record<string, unknown>> {
  const schema = schemaLoader(form)
  const checked = new Set([...fields.map((field) => field.name), ...Object.keys(fixedValues ?? {})])
  return async (values) => {
    const { body, errors } = formBody(fields, values, fixedValues)
    const result = (await schema()).safeParse(body)
    let unplaced = false
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path.map(String).join('.')
      // A rule about a field this form does not show (its switch off, create-only) is the server's to judge.
      if (!checked.has(String(issue.path[0] ?? ''))) {
        unplaced = true
        continue
      }
      if (path && !Object.keys(errors).some((placed) => path === placed || path.startsWith(`${placed}.`))) errors[path] = issue.message
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: nestedErrors(errors) }
    return { values: result.success ? (result.data as Record<string, unknown>) : unplaced ? body : {}, errors: {} }
  }
}

/** spec 5: a new record's body drops empty values (a zero or false is kept); an edit sends null so a cleared value is cleared. */
const withoutEmpty = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== '' && value !== undefined && !(Array.isArray(value) && value.length === 0)))

function FieldInput({ field, form, options, id, labelId, errorId }: { field: TFormField; form: TForm; options: readonly TFormOption[]; id: string; labelId: string; errorId: string }) {
  const { register, watch } = form
  const error = (get(form.formState.errors, field.name) as { message?: string } | undefined)?.message
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
    case 'relationship':
      return <RelationshipInput field={field} form={form} invalid={!!error} />
    case 'rich-text':
      return <RichTextInput form={form} name={field.name} id={id} labelId={labelId} describedBy={error ? errorId : undefined} invalid={!!error} toolbar={field.toolbar} />
    case 'image':
      return <ImageInput form={form} name={field.name} id={id} label={field.label} invalid={!!error} describedBy={error ? errorId : undefined} />
    default:
      return <Input {...register(field.name)} />
  }
}

function RichTextInput({ form, name, id, labelId, describedBy, invalid, toolbar }: { form: TForm; name: string; id: string; labelId: string; describedBy?: string; invalid: boolean; toolbar?: 'note' | 'report' }) {
  const looks = useEditorLooks()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: control }) => <RichTextField id={id} labelledBy={labelId} describedBy={describedBy} invalid={invalid} value={control.value} onChange={control.onChange} looks={looks} toolbar={toolbar} />}
    />
  )
}

const spansBoth = (field: TFormField) => field.wide || ['textarea', 'rich-text', 'repeatable', 'checkboxes'].includes(field.kind) || (field.kind === 'relationship' && field.many)

function FormField({ field, form, options, derive }: { field: TFormField; form: TForm; options: readonly TFormOption[]; derive: (name: string) => void }) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const error = get(form.formState.errors, field.name) as { message?: string; root?: { message?: string } } | undefined
  const message = error?.message ?? error?.root?.message
  const gridColumn = spansBoth(field) ? { md: 'span 2' } : undefined
  if (field.kind === 'checkbox') {
    return (
      <Box gridColumn={gridColumn}>
        <CheckboxField field={field} form={form} message={message} />
      </Box>
    )
  }
  if (field.kind === 'checkboxes' || field.kind === 'repeatable') {
    // A group of controls: a fieldset with its legend, not a label.
    return (
      <Box gridColumn={gridColumn}>
        {field.kind === 'checkboxes' ? <CheckboxesField field={field} form={form} message={message} /> : <RepeatableField field={field} form={form} message={message} />}
      </Box>
    )
  }
  const ownId = field.kind === 'rich-text' || field.kind === 'image'
  return (
    <Field.Root invalid={!!message} required={field.required} gridColumn={gridColumn} onBlur={() => derive(field.name)}>
      {/* Chakra links its own controls to the label; the editor and the file input are ours. */}
      <Field.Label {...(ownId ? { id: labelId, htmlFor: id } : {})}>
        {field.label} {field.required && <Field.RequiredIndicator />}
      </Field.Label>
      <FieldInput field={field} form={form} options={options} id={id} labelId={labelId} errorId={errorId} />
      {field.helper && <Field.HelperText>{field.helper}</Field.HelperText>}
      <Field.ErrorText id={errorId}>{message}</Field.ErrorText>
    </Field.Root>
  )
}

export function ResourceForm({ form: definition, recordId, defaultValues, options = {}, cancelHref, fixedValues, hidden = [], features = {}, editorLooks }: TResourceFormProps & { form: TFormView }) {
  const router = useRouter()
  const creating = recordId === undefined
  const fields = shownFields(definition, { creating, hidden, features })
  const form = useForm<TFormValues, unknown, Record<string, unknown>>({ resolver: resolverFor(definition, fields, fixedValues), defaultValues })
  const fieldNames = new Set(fields.map((field) => field.name))
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    // A server error on a row's field ('team.0.name') lands there; on a field not shown, above the form.
    isField: (field): field is string => fieldNames.has(field.split('.')[0] ?? ''),
    mapError: fromPayloadRestError,
    send: async (body) => {
      const saved = await apiFetch<{ doc: TRow }>(creating ? `${definition.collectionPath}?depth=0` : `${definition.collectionPath}/${recordId}?depth=0`, {
        method: creating ? 'POST' : 'PATCH',
        body: creating ? withoutEmpty(body) : body,
      })
      router.push(typeof definition.savedPath === 'function' ? definition.savedPath(saved.doc) : recordPath(definition.savedPath, saved.doc.id))
      return 'leaving'
    },
  })

  // A derived field (a slug from the title) follows its source on a new record until someone types in it.
  const derive = (source: string) => {
    if (!creating) return
    for (const field of fields) {
      if (field.kind === 'slug' && field.from === source && !form.getValues(field.name)) form.setValue(field.name, slugFromTitle(text(form.getValues(source))))
    }
  }

  // Fields under a `section` heading start a new group (long forms read in parts).
  const sections: { title?: string; fields: TFormField[] }[] = []
  for (const field of fields) {
    const last = sections[sections.length - 1]
    if (!last || (field.section !== undefined && field.section !== last.title)) sections.push({ title: field.section, fields: [field] })
    else last.fields.push(field)
  }

  return (
    <EditorLooks.Provider value={editorLooks ?? null}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={`${creating ? 'Create' : 'Edit'} ${definition.noun}`}>
        <Stack gap={8} maxW="4xl">
          <FormAlert status="error" message={formError} />
          {sections.map((section, index) => (
            <Stack key={section.title ?? index} as="section" gap={4} aria-label={section.title}>
              {section.title && (
                <Heading as="h2" size="md">
                  {section.title}
                </Heading>
              )}
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
                {section.fields.map((field) => (
                  <FormField key={field.name} field={field} form={form} options={(field.kind === 'select' && field.options) || options[field.name] || []} derive={derive} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
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
    </EditorLooks.Provider>
  )
}
