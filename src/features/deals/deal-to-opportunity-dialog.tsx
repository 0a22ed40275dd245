'use client'

import { Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

type TProps = { dealId: number; dealName: string; open: boolean; onOpenChange: (open: boolean) => void }

/** Asks, then turns the deal into a draft opportunity (POST /api/deals/{id}/opportunity) and opens the draft (loaded by deal-to-opportunity-island.tsx). */
export function DealToOpportunityDialog({ dealId, dealName, open, onOpenChange }: TProps) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const convert = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setError(null)
    try {
      const { path } = await apiFetch<{ path: string }>(`/api/deals/${dealId}/opportunity`, { method: 'POST' })
      router.push(path)
    } catch (failure) {
      setError(applySubmitError(failure, () => false))
      inFlight.current = false
      setBusy(false)
    }
  }
  return (
    <ConfirmDialog open={open} onOpenChange={onOpenChange} title={`Make “${dealName}” a draft opportunity?`} confirmLabel="Make draft" onConfirm={convert} busy={busy} errors={error ? [error] : []}>
      <Text>A draft opportunity (stage 1) is created with the deal’s name, amount as its target, currency and expected close. The deal stays, linked to it.</Text>
    </ConfirmDialog>
  )
}
