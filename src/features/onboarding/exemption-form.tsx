'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { EXEMPTION_ARTICLES, EXEMPTION_CONFIRMATION, EXEMPTION_LABEL, EXEMPTION_STATEMENT, type TExemptionArticle } from '@/domain/investors/promotion-exemptions'
import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { PlainButton, PlainFormAlert } from '@/ui/plain/plain-controls'

import type { TJourneyLooks } from './journey-looks'

type TField = 'certifiedBy' | 'certifierReference' | 'certificateDate'

const FIELDS: readonly string[] = ['certifiedBy', 'certifierReference', 'certificateDate']

const stack = { display: 'grid', gap: '0.75rem', border: 0, padding: 0, margin: 0 } as const
const row = { display: 'flex', gap: '0.5rem', alignItems: 'flex-start', cursor: 'pointer' } as const

/**
 * A financial promotion exemption statement (FPO arts. 48, 50, 50A; decision 043), signed by ticking
 * the box under its words; art. 50 names the certifying firm. Posts POST /api/portal-journey/exemption;
 * the server checks everything again.
 */
export function ExemptionForm({ looks }: { looks: TJourneyLooks }) {
  const router = useRouter()
  const [article, setArticle] = useState<TExemptionArticle | ''>('')
  const [confirmed, setConfirmed] = useState(false)
  const [certificate, setCertificate] = useState<Record<TField, string>>({ certifiedBy: '', certifierReference: '', certificateDate: '' })
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({})
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !article || !confirmed) return
    setBusy(true)
    setResult(null)
    setErrors({})
    try {
      const answer = await apiFetch<{ message: string }>('/api/portal-journey/exemption', { method: 'POST', body: { article, confirmed, ...(article === 'art-50' ? certificate : {}) } })
      setResult({ status: 'success', message: answer.message })
      setArticle('')
      setConfirmed(false)
      router.refresh()
    } catch (failure) {
      const placed: Partial<Record<TField, string>> = {}
      const message = applySubmitError(failure, (field, text) => {
        if (!FIELDS.includes(field)) return false
        placed[field as TField] ??= text
        return true
      })
      setErrors(placed)
      setResult(Object.keys(placed).length || !message ? null : { status: 'error', message })
    } finally {
      setBusy(false)
    }
  }

  const input = (field: TField, label: string, type: 'text' | 'date', help?: string) => (
    <label key={field} style={{ display: 'grid', gap: '0.25rem' }}>
      <span style={{ fontWeight: 600 }}>{label}</span>
      <input
        type={type}
        name={field}
        value={certificate[field]}
        required
        aria-invalid={errors[field] ? true : undefined}
        onChange={(event) => setCertificate((values) => ({ ...values, [field]: event.target.value }))}
        style={{ border: '1px solid currentColor', borderRadius: '0.375rem', padding: '0.5rem', maxWidth: '28rem' }}
      />
      {help && <span style={{ fontSize: '0.875rem' }}>{help}</span>}
      {errors[field] && (
        <span role="alert" style={{ color: 'var(--chakra-colors-fg-error, #b91c1c)', fontSize: '0.875rem' }}>
          {errors[field]}
        </span>
      )}
    </label>
  )

  return (
    <form onSubmit={submit} aria-label="Financial promotion exemption" style={{ display: 'grid', gap: '1rem' }}>
      <fieldset style={stack}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Which exemption do you declare?</legend>
        {EXEMPTION_ARTICLES.map((value) => (
          <label key={value} style={row}>
            <input type="radio" name="article" value={value} checked={article === value} onChange={() => (setArticle(value), setConfirmed(false))} style={{ marginTop: '0.3rem' }} />
            {EXEMPTION_LABEL[value]}
          </label>
        ))}
      </fieldset>
      {article && (
        <>
          <div role="region" aria-label="Statement" style={{ whiteSpace: 'pre-wrap', border: '1px solid currentColor', borderRadius: '0.375rem', padding: '1rem' }}>
            {EXEMPTION_STATEMENT[article]}
          </div>
          {article === 'art-50' && (
            <fieldset style={stack}>
              <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Your certificate</legend>
              {input('certifiedBy', 'Firm that signed your certificate', 'text', 'An FCA-authorised firm.')}
              {input('certifierReference', 'The firm’s FCA reference number', 'text', '6 or 7 digits, from the FCA register.')}
              {input('certificateDate', 'Date the certificate was signed', 'date', 'Within the last three years.')}
            </fieldset>
          )}
          <label style={row}>
            <input type="checkbox" name="confirmed" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} style={{ marginTop: '0.3rem' }} />
            <span>{EXEMPTION_CONFIRMATION}</span>
          </label>
        </>
      )}
      <PlainFormAlert looks={looks.alert} status={result?.status ?? 'error'} message={result?.message ?? null} />
      <PlainButton type="submit" look={looks.submit} loading={busy} disabled={!article || !confirmed}>
        Sign the statement
      </PlainButton>
    </form>
  )
}
