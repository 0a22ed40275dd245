'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiFetch, ApiError } from '@/lib/api-client'
import { PlainButton, PlainFormAlert } from '@/ui/plain/plain-controls'

import type { TJourneyLooks } from './journey-looks'

type TProps = { endpoint: string; proceedLabel: string; leaveLabel: string; looks: TJourneyLooks }

const messageOf = (error: unknown) => (error instanceof ApiError && typeof (error.body as { message?: unknown })?.message === 'string' ? (error.body as { message: string }).message : 'Something went wrong submitting.')

/** The express choice to proceed or leave (risk warning, end of cooling-off): two buttons of one look, side by side, neither first in prominence. */
export function JourneyChoice({ endpoint, proceedLabel, leaveLabel, looks }: TProps) {
  const router = useRouter()
  const [busy, setBusy] = useState<'proceed' | 'leave' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const choose = async (choice: 'proceed' | 'leave') => {
    if (busy) return
    setBusy(choice)
    setError(null)
    try {
      const answer = await apiFetch<{ redirect?: string }>(endpoint, { method: 'POST', body: { choice } })
      router.push(answer.redirect ?? '/investor')
      router.refresh()
    } catch (failure) {
      setError(messageOf(failure))
      setBusy(null)
    }
  }
  return (
    <div>
      <div role="group" aria-label="Your choice" style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <PlainButton look={looks.choice} loading={busy === 'proceed'} disabled={busy !== null} onClick={() => choose('proceed')} data-testid="journey-proceed">
          {proceedLabel}
        </PlainButton>
        <PlainButton look={looks.choice} loading={busy === 'leave'} disabled={busy !== null} onClick={() => choose('leave')} data-testid="journey-leave">
          {leaveLabel}
        </PlainButton>
      </div>
      <div style={{ marginTop: '0.75rem' }}>
        <PlainFormAlert looks={looks.alert} status="error" message={error} />
      </div>
    </div>
  )
}

export { messageOf }
