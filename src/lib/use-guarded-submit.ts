'use client'

import { useRef, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { applySubmitError } from './submit-errors'

/** What `send` reports: 'leaving' when it has started navigating away. */
export type TSendOutcome = 'leaving' | 'stay'

type TOptions<TInput extends FieldValues, TOutput> = {
  /** The fields a server error may be placed on; any other field's error shows above the form. */
  isField: (field: string) => field is Path<TInput>
  send: (values: TOutput) => Promise<TSendOutcome>
  /** Turns a non-standard error body (Payload REST) into the spec 5 shape first. */
  mapError?: (error: unknown) => unknown
}

/** Whether a server field name is one of the form's fields (so its error can sit under it). */
export const isFieldOf =
  <T extends string>(fields: readonly T[]) =>
  (field: string): field is T =>
    (fields as readonly string[]).includes(field)

/**
 * spec 5's submit rules for a react-hook-form form: one submit at a time (a ref, so a double click
 * within one frame is caught too), server field errors on their fields, every other error above the
 * form. After 'leaving' the form stays busy until the page goes.
 */
export function useGuardedSubmit<TInput extends FieldValues, TOutput>(form: UseFormReturn<TInput, unknown, TOutput>, options: TOptions<TInput, TOutput>) {
  const [formError, setFormError] = useState<string | null>(null)
  const inFlight = useRef(false)
  // Mirrors the ref for rendering: RHF's isSubmitting drops when an ignored second submit returns.
  const [pending, setPending] = useState(false)

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return
    inFlight.current = true
    setPending(true)
    setFormError(null)
    let outcome: TSendOutcome = 'stay'
    try {
      outcome = await options.send(values)
    } catch (error) {
      const placeField = (field: string, message: string) => {
        if (!options.isField(field)) return false
        form.setError(field, { message })
        return true
      }
      setFormError(applySubmitError(options.mapError ? options.mapError(error) : error, placeField))
    } finally {
      if (outcome !== 'leaving') {
        inFlight.current = false
        setPending(false)
      }
    }
  })

  return { onSubmit, formError, busy: form.formState.isSubmitting || pending }
}
