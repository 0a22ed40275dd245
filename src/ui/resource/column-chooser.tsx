'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { apiFetch } from '@/lib/api-client'
import { fromPayloadRestError } from '@/lib/payload-rest-errors'
import { applySubmitError } from '@/lib/submit-errors'

import type { TListIslandClasses } from './list-island-styles'

export type TColumnChoice = { field: string; label: string; shown: boolean; /** A link column: the way into a record, always shown. */ fixed: boolean }

type TProps = {
  listKey: string
  columns: TColumnChoice[]
  classes: Pick<TListIslandClasses, 'smallButton' | 'smallGhostButton' | 'checkbox' | 'popoverAnchor' | 'popover' | 'option' | 'muted'>
}

/**
 * "Columns": a popover of checkboxes, one per column of the list. Each change is kept for the person
 * (PUT /api/resources/{key}/columns) and the server renders the list again with it, so the next
 * visit opens with the same columns and no flash. Escape or a click outside closes it.
 */
export function ColumnChooser({ listKey, columns, classes }: TProps) {
  const router = useRouter()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState(() => new Set(columns.filter((column) => column.shown).map((column) => column.field)))
  const [status, setStatus] = useState<string | null>(null)
  const anchor = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  // The server's columns after a refresh are the truth.
  const serverShown = columns.filter((column) => column.shown).map((column) => column.field).join(',')
  useEffect(() => setShown(new Set(serverShown.split(',').filter(Boolean))), [serverShown])

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus()
    const close = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    // Tabbing out of the menu closes it too.
    const leave = (event: FocusEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', escape)
    document.addEventListener('focusin', leave)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', escape)
      document.removeEventListener('focusin', leave)
    }
  }, [open])

  // Changes are sent one after another (a quick second click must not overtake the first), and the
  // list is rendered again once the last has been kept.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const pending = useRef(0)
  const save = (next: Set<string>) => {
    setShown(next)
    setStatus('Saving…')
    pending.current++
    const body = { columns: columns.filter((column) => next.has(column.field) || column.fixed).map((column) => column.field) }
    queue.current = queue.current.then(async () => {
      try {
        await apiFetch(`/api/resources/${encodeURIComponent(listKey)}/columns`, { method: 'PUT', body })
        if (--pending.current === 0) {
          setStatus('Saved.')
          router.refresh()
        }
      } catch (failure) {
        pending.current--
        setStatus(applySubmitError(fromPayloadRestError(failure), () => false))
      }
    })
  }

  const chosen = columns.filter((column) => column.fixed || shown.has(column.field))
  const toggle = (field: string) => {
    const next = new Set(shown)
    if (next.has(field)) next.delete(field)
    else next.add(field)
    save(next)
  }

  return (
    <div ref={anchor} className={classes.popoverAnchor}>
      <button ref={trigger} type="button" className={classes.smallButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        Columns
      </button>
      <div ref={panel} id={panelId} role="group" aria-labelledby={`${panelId}-legend`} className={classes.popover} hidden={!open}>
        <fieldset>
          <legend id={`${panelId}-legend`} className={classes.muted}>
            Columns to show
          </legend>
          {columns.map((column) => {
            const checked = column.fixed || shown.has(column.field)
            // The last column shown cannot go: a list keeps at least one.
            const last = checked && chosen.length === 1
            return (
              <label key={column.field} className={classes.option}>
                <input
                  type="checkbox"
                  className={classes.checkbox}
                  name="columns"
                  value={column.field}
                  checked={checked}
                  disabled={column.fixed || last}
                  onChange={() => toggle(column.field)}
                />
                {column.label}
                {column.fixed && <span className={classes.muted}>(always shown)</span>}
              </label>
            )
          })}
        </fieldset>
        <button type="button" className={classes.smallGhostButton} disabled={chosen.length === columns.length} onClick={() => save(new Set(columns.map((column) => column.field)))}>
          Show all
        </button>
        <p role="status" className={classes.muted}>
          {status}
        </p>
      </div>
    </div>
  )
}
