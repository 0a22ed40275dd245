'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import type { TPublicQuestion } from '@/domain/compliance/appropriateness'
import { apiFetch } from '@/lib/api-client'
import { PlainButton, PlainFormAlert } from '@/ui/plain/plain-controls'

import { messageOf } from './journey-choice'
import type { TJourneyLooks } from './journey-looks'

/** The appropriateness test's questions (no correct answers here: the server scores them). */
export function AppropriatenessForm({ family, questions, looks }: { family: string; questions: TPublicQuestion[]; looks: TJourneyLooks }) {
  const router = useRouter()
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string } | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setResult(null)
    try {
      const answer = await apiFetch<{ passed: boolean; score: number; total: number; message: string }>(`/api/${family}-answers`, { method: 'POST', body: { answers } })
      setResult({ status: answer.passed ? 'success' : 'error', message: `${answer.message} (${answer.score} of ${answer.total})` })
      router.refresh()
    } catch (failure) {
      setResult({ status: 'error', message: messageOf(failure) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} aria-label="Appropriateness test" style={{ display: 'grid', gap: '1.25rem' }}>
      {questions.map((question, index) => (
        <fieldset key={question.id} style={{ display: 'grid', gap: '0.5rem', border: 0, padding: 0, margin: 0 }} data-testid="appropriateness-question">
          <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>
            {index + 1}. {question.text}
          </legend>
          {question.options.map((option) => (
            <label key={option.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', cursor: 'pointer' }}>
              <input type="radio" name={question.id} value={option.id} checked={answers[question.id] === option.id} onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.id }))} style={{ marginTop: '0.3rem' }} />
              <span>{option.text}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <PlainFormAlert looks={looks.alert} status={result?.status ?? 'error'} message={result?.message ?? null} />
      <PlainButton type="submit" look={looks.submit} loading={busy} disabled={Object.keys(answers).length !== questions.length}>
        Submit my answers
      </PlainButton>
    </form>
  )
}
