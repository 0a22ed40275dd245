'use client'

import { Button, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { applySubmitError } from '@/lib/submit-errors'
import { ConfirmDialog } from '@/ui/modals/confirm-dialog'

/** Turns a deal into a draft opportunity (POST /api/deals/{id}/opportunity) after a confirmation, then opens the draft. */
export function DealToOpportunityButton({ dealId, dealName }: { dealId: number; dealName: string }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
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
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Make draft opportunity
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={`Make “${dealName}” a draft opportunity?`} confirmLabel="Make draft" onConfirm={convert} busy={busy} errors={error ? [error] : []}>
        <Text>A draft opportunity (stage 1) is created with the deal’s name, amount as its target, currency and expected close. The deal stays, linked to it.</Text>
      </ConfirmDialog>
    </>
  )
}
