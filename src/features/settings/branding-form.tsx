'use client'

import { Button, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { apiFetch } from '@/lib/api-client'
import { useGuardedSubmit } from '@/lib/use-guarded-submit'
import { FormAlert } from '@/ui/form-alert'

// One form for the settings saved through the branding write (POST /api/branding, spec 7): the
// terminology pages, terms, risk warning, market sounding; and, with `endpoint`, the other small
// settings forms (own details, password, session time-outs). Spec 5 exactly: field errors
// from `errors` on their fields, a plain-string `errors` shown, else the message, else 'Something
// went wrong submitting.'; a submit is ignored while one is in progress (useGuardedSubmit).

export type TBrandingField = {
  /** The body path: `terms_text`, or `navigation.LiveOpportunities`. */
  name: string
  label: string
  helper?: string
  kind: 'text' | 'textarea' | 'select' | 'password' | 'number'
  autoComplete?: string
  options?: { value: string; label: string }[]
  maxLength?: number
  placeholder?: string
}

type TValues = Record<string, unknown>

type TProps = {
  /** The form's accessible name. */
  title: string
  fields: TBrandingField[]
  defaultValues: TValues
  /** spec 7: once the tenant has its own branding, writes say _method PATCH. */
  isCustomBranding: boolean
  submitLabel?: string
  /** Shown after a save (the server's words otherwise). */
  savedMessage?: string
  /** Another settings write than the branding one (it gets the values as they are, and no _method). */
  endpoint?: string
  /** Empty the form after a save (a password form). */
  resetAfterSave?: boolean
  /** Open this page after a save instead of staying (a correction goes back to its register). */
  afterSavePath?: string
}

const read = (values: TValues, path: string): unknown => path.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as TValues)[part] : undefined), values)

export function BrandingForm({ title, fields, defaultValues, isCustomBranding, submitLabel = 'Save', savedMessage, endpoint, resetAfterSave, afterSavePath }: TProps) {
  const router = useRouter()
  const [saved, setSaved] = useState<string | null>(null)
  const [custom, setCustom] = useState(isCustomBranding)
  const form = useForm<TValues>({ defaultValues })
  const names = new Set(fields.map((field) => field.name))
  const { onSubmit, formError, busy } = useGuardedSubmit(form, {
    isField: (field: string): field is string => names.has(field),
    send: async (values) => {
      setSaved(null)
      const body = endpoint ? values : { ...values, ...(custom ? { _method: 'PATCH' } : {}) }
      const answer = await apiFetch<{ message?: string }>(endpoint ?? '/api/branding', { method: 'POST', body })
      if (!endpoint) setCustom(true)
      if (afterSavePath) {
        router.push(afterSavePath)
        return 'stay'
      }
      if (resetAfterSave) form.reset(defaultValues)
      setSaved(savedMessage ?? answer?.message ?? 'Saved.')
      // The shell (navigation, title) renders again with the new words.
      router.refresh()
      return 'stay'
    },
  })
  const errors = form.formState.errors
  const errorOf = (name: string) => {
    const entry = read(errors as TValues, name) as { message?: string } | undefined
    return entry?.message
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap={5} maxW="2xl">
        <FormAlert status="error" message={formError} />
        <FormAlert status="success" message={saved} />
        {fields.map((field) => {
          const error = errorOf(field.name)
          const control = form.register(field.name, { onChange: () => form.clearErrors(field.name) })
          // The stored value in the server's HTML too, not only after hydration.
          const initial = read(defaultValues, field.name)
          const defaultValue = typeof initial === 'string' || typeof initial === 'number' ? String(initial) : undefined
          return (
            <Field.Root key={field.name} invalid={!!error}>
              <Field.Label>{field.label}</Field.Label>
              {field.kind === 'textarea' ? (
                <Textarea rows={field.maxLength && field.maxLength > 500 ? 10 : 3} maxLength={field.maxLength} placeholder={field.placeholder} defaultValue={defaultValue} {...control} />
              ) : field.kind === 'select' ? (
                <NativeSelect.Root>
                  <NativeSelect.Field defaultValue={defaultValue} {...control}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  type={field.kind === 'password' ? 'password' : field.kind === 'number' ? 'number' : 'text'}
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  placeholder={field.placeholder}
                  defaultValue={defaultValue}
                  {...control}
                />
              )}
              {field.helper && !error && <Field.HelperText>{field.helper}</Field.HelperText>}
              <Field.ErrorText>{error}</Field.ErrorText>
            </Field.Root>
          )
        })}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy} loadingText="Saving" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  )
}
