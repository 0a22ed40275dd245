'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent } from 'react'

import { BUSINESS_TYPE_LABEL, BUSINESS_TYPES, MEMBER_ROLE_LABEL, MEMBER_ROLES } from '@/domain/organisations/organisations'
import type { TFormLooks } from '@/features/investments/portal/portal-invest-types'
import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainField, PlainFormAlert, PlainSelect } from '@/ui/plain/plain-controls'

const FIELDS = ['organisationName', 'businessType', 'registrationNumber', 'role', 'message'] as const
type TField = (typeof FIELDS)[number]
type TValues = Record<TField, string>

const EMPTY: TValues = { organisationName: '', businessType: 'business', registrationNumber: '', role: 'director', message: '' }

/**
 * The investor's application to act for an organisation (decision 020, 038): POST
 * /api/organisation-applications/apply, which validates it (zod), sets the tenant and the applicant
 * from the session and refuses a second pending application for the same name (409, shown under the
 * name). Labels come from the server (terminology).
 */
export function OrganisationApplyForm({ looks, labels }: { looks: TFormLooks; labels: { organisationName: string; submit: string } }) {
  const router = useRouter()
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const [values, setValues] = useState<TValues>(EMPTY)
  const [errors, setErrors] = useState<Partial<TValues>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const set = (field: TField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }))
  const selectLooks = { root: looks.selectRoot, field: looks.selectField, indicator: looks.selectIndicator }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (inFlight.current) return
    if (!values.organisationName.trim()) return setErrors({ organisationName: 'Enter the organisation’s name' })
    inFlight.current = true
    setBusy(true)
    setErrors({})
    setFormError(null)
    setDone(null)
    try {
      await apiFetch('/api/organisation-applications/apply', { method: 'POST', body: values })
      setDone(`We have your application for ${values.organisationName.trim()}. We will tell you when it is decided.`)
      setValues(EMPTY)
      router.refresh()
    } catch (failure) {
      const placed: Partial<TValues> = {}
      const message = applySubmitError(failure, (field, value) => {
        if (!(FIELDS as readonly string[]).includes(field)) return false
        placed[field as TField] ??= value
        return true
      })
      setErrors(placed)
      setFormError(Object.keys(placed).length ? null : message)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Apply to act for an organisation" className={looks.stack.className}>
      <PlainFormAlert looks={looks.alert} status="error" message={formError} />
      <PlainFormAlert looks={looks.alert} status="success" message={done} />
      <PlainField looks={looks} label={labels.organisationName} required error={errors.organisationName}>
        {(control) => <input {...control} name="organisationName" type="text" maxLength={200} autoComplete="organization" value={values.organisationName} disabled={busy} onChange={set('organisationName')} className={looks.input.className} data-part="input" />}
      </PlainField>
      <PlainField looks={looks} label="Type" required error={errors.businessType}>
        {(control) => (
          <PlainSelect {...control} name="businessType" looks={selectLooks} value={values.businessType} disabled={busy} onChange={set('businessType')}>
            {BUSINESS_TYPES.map((value) => (
              <option key={value} value={value}>
                {BUSINESS_TYPE_LABEL[value]}
              </option>
            ))}
          </PlainSelect>
        )}
      </PlainField>
      <PlainField looks={looks} label="Registration number (Companies House, Charity Commission…), if it has one" error={errors.registrationNumber}>
        {(control) => <input {...control} name="registrationNumber" type="text" maxLength={50} autoComplete="off" value={values.registrationNumber} disabled={busy} onChange={set('registrationNumber')} className={looks.input.className} data-part="input" />}
      </PlainField>
      <PlainField looks={looks} label="Your role" required error={errors.role}>
        {(control) => (
          <PlainSelect {...control} name="role" looks={selectLooks} value={values.role} disabled={busy} onChange={set('role')}>
            {MEMBER_ROLES.map((value) => (
              <option key={value} value={value}>
                {MEMBER_ROLE_LABEL[value]}
              </option>
            ))}
          </PlainSelect>
        )}
      </PlainField>
      <PlainField looks={looks} label="Message to our team" error={errors.message}>
        {(control) => <textarea {...control} name="message" rows={3} maxLength={1000} value={values.message} disabled={busy} onChange={set('message')} className={looks.input.className} data-part="input" />}
      </PlainField>
      <PlainButton type="submit" look={looks.submit} loading={busy}>
        {labels.submit}
      </PlainButton>
    </form>
  )
}
