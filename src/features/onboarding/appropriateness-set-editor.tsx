'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import type { TAppropriatenessKind, TQuestion } from '@/domain/compliance/appropriateness'
import { apiFetch, ApiError } from '@/lib/api-client'
import { PlainButton, PlainFormAlert } from '@/ui/plain/plain-controls'
import type { TRecordFormLooks } from '@/ui/records/record-form-looks'

type TSet = { title: string; intro: string; questions: TQuestion[]; passMark: number; allowedTries: number }

type TProps = { kind: TAppropriatenessKind; initial: TSet; custom: boolean; canEdit: boolean; looks: TRecordFormLooks }

const slug = (prefix: string, taken: string[]) => {
  for (let n = taken.length + 1; ; n++) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`
}

/**
 * A tenant's appropriateness question set (issue 12 §5, decision 030): questions, their options and
 * the correct one, the pass mark and the allowed tries (0: no limit). The server checks the whole set
 * and answers field by field; errors are listed above the save button.
 */
export function AppropriatenessSetEditor({ kind, initial, custom, canEdit, looks }: TProps) {
  const router = useRouter()
  const [set, setSet] = useState<TSet>(initial)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ status: 'error' | 'success'; message: string; errors?: string[] } | null>(null)
  const update = (change: (draft: TSet) => TSet) => setSet((current) => change(structuredClone(current)))
  const setQuestion = (index: number, change: (question: TQuestion) => void) => update((draft) => (change(draft.questions[index]!), draft))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || !canEdit) return
    setBusy(true)
    setResult(null)
    try {
      const answer = await apiFetch<{ message: string }>(`/api/appropriateness-sets/by-kind/${kind}`, { method: 'POST', body: set })
      setResult({ status: 'success', message: answer.message })
      router.refresh()
    } catch (failure) {
      const body = failure instanceof ApiError ? (failure.body as { message?: string; errors?: Record<string, string[]> }) : {}
      setResult({ status: 'error', message: body.message ?? 'Something went wrong submitting.', errors: Object.entries(body.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(' ')}`) })
    } finally {
      setBusy(false)
    }
  }

  const field = { display: 'grid', gap: '0.25rem' } as const
  return (
    <form onSubmit={save} aria-label="Appropriateness test questions" className={looks.stack.className} data-testid="appropriateness-editor" data-custom={custom ? 'true' : 'false'}>
      <fieldset disabled={!canEdit} style={{ display: 'grid', gap: '1rem', border: 0, padding: 0, margin: 0 }}>
        <label style={field} className={looks.label.className}>
          Title
          <input className={looks.input.className} value={set.title} onChange={(event) => update((draft) => ({ ...draft, title: event.target.value }))} />
        </label>
        <label style={field} className={looks.label.className}>
          Introduction
          <textarea className={looks.textarea.className} rows={2} value={set.intro} onChange={(event) => update((draft) => ({ ...draft, intro: event.target.value }))} />
        </label>
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          <label style={field} className={looks.label.className}>
            Pass mark (correct answers needed)
            <input className={looks.input.className} type="number" min={1} value={set.passMark} onChange={(event) => update((draft) => ({ ...draft, passMark: Number(event.target.value) }))} />
          </label>
          <label style={field} className={looks.label.className}>
            Allowed tries (0: no limit)
            <input className={looks.input.className} type="number" min={0} value={set.allowedTries} onChange={(event) => update((draft) => ({ ...draft, allowedTries: Number(event.target.value) }))} />
          </label>
        </div>
        {set.questions.map((question, index) => (
          <fieldset key={question.id} style={{ border: '1px solid var(--chakra-colors-border)', borderRadius: '0.375rem', padding: '0.75rem', display: 'grid', gap: '0.5rem' }} data-testid="editor-question">
            <legend style={{ fontWeight: 600 }}>Question {index + 1}</legend>
            <label style={field} className={looks.label.className}>
              Question
              <textarea className={looks.textarea.className} rows={2} value={question.text} onChange={(event) => setQuestion(index, (draft) => void (draft.text = event.target.value))} />
            </label>
            {question.options.map((option, at) => (
              <div key={option.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                <input type="radio" name={`correct-${question.id}`} aria-label={`Option ${at + 1} is correct`} checked={question.correct === option.id} onChange={() => setQuestion(index, (draft) => void (draft.correct = option.id))} />
                <input className={looks.input.className} aria-label={`Option ${at + 1}`} value={option.text} onChange={(event) => setQuestion(index, (draft) => void (draft.options[at]!.text = event.target.value))} />
                <button type="button" aria-label={`Remove option ${at + 1}`} disabled={question.options.length <= 2} onClick={() => setQuestion(index, (draft) => void (draft.options = draft.options.filter((_, other) => other !== at)))}>
                  ✕
                </button>
              </div>
            ))}
            <div style={{ display: 'flex', gap: '0.75rem' }}>
              <button type="button" disabled={question.options.length >= 6} onClick={() => setQuestion(index, (draft) => void draft.options.push({ id: slug('o', draft.options.map((o) => o.id)), text: '' }))}>
                Add an option
              </button>
              <button type="button" disabled={set.questions.length <= 1} onClick={() => update((draft) => ({ ...draft, questions: draft.questions.filter((_, other) => other !== index) }))}>
                Remove this question
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          style={{ justifySelf: 'start' }}
          onClick={() => update((draft) => ({ ...draft, questions: [...draft.questions, { id: slug('q', draft.questions.map((q) => q.id)), text: '', options: [{ id: 'a', text: '' }, { id: 'b', text: '' }], correct: 'a' }] }))}
        >
          Add a question
        </button>
      </fieldset>
      <PlainFormAlert looks={looks.alert} status={result?.status ?? 'error'} message={result?.message ?? null} />
      {result?.errors && result.errors.length > 0 && (
        <ul data-testid="editor-errors">
          {result.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {canEdit && (
        <PlainButton type="submit" look={looks.submit} loading={busy}>
          Save questions
        </PlainButton>
      )}
    </form>
  )
}
