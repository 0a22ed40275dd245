'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { PROFILE_FIELD_LABEL, PROFILE_FORM_FIELDS, type TProfileFormField } from '@/domain/investors/profile-details'
import { ApiError, apiFetch } from '@/lib/api-client'
import { PlainButton, PlainField, PlainFormAlert } from '@/ui/plain/plain-controls'

import type { TProfileFormLooks } from './profile-looks'

type TValues = Record<TProfileFormField, string>

const INPUT: Partial<Record<TProfileFormField, { type?: string; autoComplete: string; inputMode?: 'tel' }>> = {
  name: { autoComplete: 'given-name' },
  surname: { autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  date_of_birth: { type: 'date', autoComplete: 'bday' },
  nationality: { autoComplete: 'off' },
  address_line1: { autoComplete: 'address-line1' },
  address_line2: { autoComplete: 'address-line2' },
  town: { autoComplete: 'address-level2' },
  postcode: { autoComplete: 'postal-code' },
  country: { autoComplete: 'country-name' },
}

const WIDE = new Set<TProfileFormField>(['address_line1', 'address_line2'])

/** The investor's own details (POST /api/portal-profile/details): the server validates; its field errors show under each field. */
export function ProfileDetailsForm({ initial, looks }: { initial: TValues; looks: TProfileFormLooks }) {
  const router = useRouter()
  const [values, setValues] = useState<TValues>(initial)
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setResult(null)
    setErrors({})
    try {
      const answer = await apiFetch<{ message: string }>('/api/portal-profile/details', { method: 'POST', body: values })
      setResult({ status: 'success', message: answer.message })
      router.refresh()
    } catch (failure) {
      const body = failure instanceof ApiError ? (failure.body as { message?: string; errors?: Record<string, string[]> }) : null
      const fieldErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, messages]) => [field, messages[0]]))
      setErrors(fieldErrors)
      const placed = Object.keys(fieldErrors).every((field) => (PROFILE_FORM_FIELDS as readonly string[]).includes(field))
      setResult({ status: 'error', message: placed && Object.keys(fieldErrors).length > 0 ? 'Please correct the fields marked below.' : (body?.message ?? 'Something went wrong submitting.') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Your details">
      <div className={looks.stack.className}>
        <PlainFormAlert looks={looks.alert} status={result?.status ?? 'error'} message={result?.message ?? null} />
        <div className={looks.grid.className}>
          {PROFILE_FORM_FIELDS.map((field) => (
            <PlainField key={field} looks={looks} rootLook={WIDE.has(field) ? looks.wideField : looks.field} label={PROFILE_FIELD_LABEL[field]} required={field === 'name'} error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  data-part="input"
                  name={field}
                  className={looks.input.className}
                  type={INPUT[field]?.type ?? 'text'}
                  autoComplete={INPUT[field]?.autoComplete}
                  inputMode={INPUT[field]?.inputMode}
                  value={values[field]}
                  onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                />
              )}
            </PlainField>
          ))}
        </div>
        <PlainButton type="submit" look={looks.submit} loading={busy}>
          Save my details
        </PlainButton>
      </div>
    </form>
  )
}
