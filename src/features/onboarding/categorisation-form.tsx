'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import type { TStatement } from '@/domain/investors/categorisation-statements'
import { apiFetch } from '@/lib/api-client'
import { PlainButton, PlainFormAlert } from '@/ui/plain/plain-controls'

import { messageOf } from './journey-choice'
import type { TJourneyLooks } from './journey-looks'

type TCategory = { value: string; label: string; summary: string; statements: TStatement[] }

/** The investor's own declaration (COBS 4.12A): one category, then each of its statements confirmed. */
export function CategorisationForm({ categories, looks }: { categories: TCategory[]; looks: TJourneyLooks }) {
  const router = useRouter()
  const [category, setCategory] = useState<string>('')
  const [confirmed, setConfirmed] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string } | null>(null)
  const chosen = categories.find((candidate) => candidate.value === category)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setResult(null)
    try {
      const answer = await apiFetch<{ message: string }>('/api/portal-journey/categorisation', { method: 'POST', body: { category, statements: confirmed } })
      setResult({ status: 'success', message: answer.message })
      router.refresh()
    } catch (failure) {
      setResult({ status: 'error', message: messageOf(failure) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} aria-label="Investor categorisation" style={{ display: 'grid', gap: '1rem' }}>
      <fieldset style={{ display: 'grid', gap: '0.75rem', border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Which type of investor are you?</legend>
        {categories.map((option) => (
          <label key={option.value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', cursor: 'pointer' }}>
            <input type="radio" name="category" value={option.value} checked={category === option.value} onChange={() => (setCategory(option.value), setConfirmed([]))} style={{ marginTop: '0.3rem' }} />
            {option.label}: {option.summary}
          </label>
        ))}
      </fieldset>
      {chosen && (
        <fieldset style={{ display: 'grid', gap: '0.75rem', border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>Your declaration: confirm each statement</legend>
          {chosen.statements.map((statement) => (
            <label key={statement.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', cursor: 'pointer' }}>
              <input
                type="checkbox"
                checked={confirmed.includes(statement.id)}
                onChange={(event) => setConfirmed((list) => (event.target.checked ? [...list, statement.id] : list.filter((id) => id !== statement.id)))}
                style={{ marginTop: '0.3rem' }}
              />
              <span>{statement.text}</span>
            </label>
          ))}
        </fieldset>
      )}
      <PlainFormAlert looks={looks.alert} status={result?.status ?? 'error'} message={result?.message ?? null} />
      <PlainButton type="submit" look={looks.submit} loading={busy} disabled={!chosen || confirmed.length !== chosen.statements.length}>
        Make my declaration
      </PlainButton>
    </form>
  )
}
