'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'

type TProps = {
  taskId: number
  title: string
  done: boolean
  disabled?: boolean
  /** Chakra's checkbox parts and the error line, as classes (task-done-checkbox.tsx). */
  classes: Record<'root' | 'control' | 'indicator' | 'error', string>
}

// What Chakra's (Ark's) checkbox renders: a label holding a visually hidden input and the drawn box.
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', width: '1px', whiteSpace: 'nowrap', wordWrap: 'normal' } as const
const flag = (on: boolean | undefined) => (on ? '' : undefined)

/** PATCH /api/tasks/{id} {done}, then the page reads its data again; a refusal shows beside the box. */
export function TaskDoneCheckboxIsland({ taskId, title, done, disabled, classes }: TProps) {
  const router = useRouter()
  const id = useId()
  const [checked, setChecked] = useState(done)
  const [focusVisible, setFocusVisible] = useState(false)
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
  const state = { 'data-state': checked ? 'checked' : 'unchecked', 'data-disabled': flag(disabled), 'data-focus-visible': flag(focusVisible) }
  return (
    <>
      <label {...state} data-scope="checkbox" data-part="root" htmlFor={`${id}-input`} data-testid="task-done" className={classes.root}>
        <input
          id={`${id}-input`}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-label={`${checked ? 'Reopen' : 'Mark done'}: ${title}`}
          style={VISUALLY_HIDDEN}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
          onBlur={() => setFocusVisible(false)}
        />
        <div {...state} data-scope="checkbox" data-part="control" aria-hidden className={classes.control}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3px" strokeLinecap="round" strokeLinejoin="round" data-state={state['data-state']} className={classes.indicator}>
            {checked && <polyline points="20 6 9 17 4 12" />}
          </svg>
        </div>
      </label>
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </>
  )
}
