'use client'

import { Checkbox, Text } from '@chakra-ui/react'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'

/** Ticks a task off (or reopens it): PATCH /api/tasks/{id} {done}, then the page reloads its data. */
export function TaskDoneCheckbox({ taskId, title, done, disabled }: { taskId: number; title: string; done: boolean; disabled?: boolean }) {
  const router = useRouter()
  const [checked, setChecked] = useState(done)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)
  const toggle = async (next: boolean) => {
    if (inFlight.current) return
    inFlight.current = true
    setChecked(next)
    setError(null)
    try {
      await apiFetch(`/api/tasks/${taskId}?depth=0`, { method: 'PATCH', body: { done: next } })
      router.refresh()
    } catch (failure) {
      setChecked(!next)
      setError(applySubmitError(fromPayloadRestError(failure), () => false))
    } finally {
      inFlight.current = false
    }
  }
  return (
    <>
      <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={(details) => void toggle(details.checked === true)} data-testid="task-done">
        <Checkbox.HiddenInput aria-label={`${checked ? 'Reopen' : 'Mark done'}: ${title}`} />
        <Checkbox.Control />
      </Checkbox.Root>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </>
  )
}
