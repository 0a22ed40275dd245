'use client'

import { useId, type ComponentProps, type ReactNode } from 'react'

import type { TLook } from '@/ui/chakra-rsc/kit-style'

// Chakra's form controls for client components that must not load Chakra's client runtime (the
// forms of record pages, islands): plain elements with the markup Chakra (Ark) renders, and the
// classes and content computed on the server (kitLooks, ./plain-looks.tsx). The states Chakra's
// styles read (data-invalid, data-loading, aria-invalid ...) are set here.

const flag = (on: boolean | undefined) => (on ? '' : undefined)

export type TFieldLooks = { field: TLook; label: TLook; errorText: TLook }

/** What a field hands its control (Ark's field control props). */
export type TFieldControlProps = {
  id: string
  required?: boolean
  'aria-invalid'?: true
  'aria-errormessage'?: string
  'data-invalid'?: ''
  'data-required'?: ''
  'data-scope': 'field'
}

type TFieldProps = {
  looks: TFieldLooks
  /** The root's look when it is not looks.field (a column span, a width). */
  rootLook?: TLook
  label: ReactNode
  required?: boolean
  /** The error under the control; the field is invalid while there is one. */
  error?: string
  /** Ids of the label and the error text, when something else refers to them. */
  ids?: { label?: string; errorText?: string }
  children: (control: TFieldControlProps) => ReactNode
}

/** Chakra's Field.Root with its Label and ErrorText around a control. */
export function PlainField({ looks, rootLook, label, required, error, ids, children }: TFieldProps) {
  const id = useId()
  const invalid = !!error
  const errorTextId = ids?.errorText ?? `field::${id}::error-text`
  return (
    <div data-scope="field" data-part="root" id={`field::${id}`} role="group" data-invalid={flag(invalid)} className={(rootLook ?? looks.field).className}>
      <label data-scope="field" data-part="label" id={ids?.label ?? `field::${id}::label`} data-invalid={flag(invalid)} data-required={flag(required)} htmlFor={id} className={looks.label.className}>
        {label}
      </label>
      {children({
        id,
        required: required || undefined,
        'aria-invalid': invalid || undefined,
        'aria-errormessage': invalid ? errorTextId : undefined,
        'data-invalid': flag(invalid),
        'data-required': flag(required),
        'data-scope': 'field',
      })}
      {invalid && (
        <span id={errorTextId} data-scope="field" data-part="error-text" aria-live="polite" className={looks.errorText.className}>
          {error}
        </span>
      )}
    </div>
  )
}

export type TSelectLooks = { root: TLook; field: TLook; indicator: TLook }

/** Chakra's NativeSelect (root, select, chevron). */
export function PlainSelect({ looks, disabled, children, ...select }: ComponentProps<'select'> & { looks: TSelectLooks }) {
  const invalid = (select as { 'data-invalid'?: string })['data-invalid'] !== undefined
  return (
    <div className={looks.root.className}>
      <select data-part="select" {...select} disabled={disabled} className={looks.field.className}>
        {children}
      </select>
      <div className={looks.indicator.className} data-disabled={flag(disabled)} data-invalid={flag(invalid)}>
        {looks.indicator.content}
      </div>
    </div>
  )
}

/** Chakra's Button; while `loading` it shows what the server drew for it (a spinner, the loading text). */
export function PlainButton({ look, loading, disabled, type = 'button', children, ...button }: ComponentProps<'button'> & { look: TLook; loading?: boolean }) {
  return (
    <button type={type} {...button} data-loading={flag(loading)} disabled={loading || disabled} className={look.className}>
      {loading ? look.content : children}
    </button>
  )
}

export type TAlertLooks = Record<'error' | 'success', { root: TLook; indicator: TLook; title: TLook }>

/** The message above a form (FormAlert's look, and its role: read out when it appears): a submit error, or what the server said on success. */
export function PlainFormAlert({ looks, status, message }: { looks: TAlertLooks; status: 'error' | 'success'; message: string | null }) {
  if (!message) return null
  const look = looks[status]
  return (
    <div role="alert" className={look.root.className}>
      <span className={look.indicator.className}>{look.indicator.content}</span>
      <div className={look.title.className}>{message}</div>
    </div>
  )
}
