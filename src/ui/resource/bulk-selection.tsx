'use client'

import { useRouter } from 'next/navigation'
import { createContext, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

import { countText } from '@/lib/count-text'
import { useOnDemandDialog } from '@/lib/load-on-intent'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TBulkDeleteOutcome } from './bulk-delete-dialog'
import type { TListIslandClasses } from './list-island-styles'

// Bulk select (issue 9 §2): a checkbox per row and one for the page; a bar with the count and the
// list's bulk actions. The table stays server-rendered: only the checkboxes and the bar are client
// components, sharing the selection through this context. The confirmation dialog (Chakra) loads
// on first intent, like the shell's create menu.

const bulkDeleteDialog = chakraOnDemand(() => import('./bulk-delete-dialog'))

type TSelection = {
  selected: ReadonlySet<number>
  pageIds: readonly number[]
  ready: boolean
  toggle: (id: number) => void
  setPage: (all: boolean) => void
  checkboxClass: string
}

const SelectionContext = createContext<TSelection | null>(null)

function useSelection(): TSelection {
  const selection = useContext(SelectionContext)
  if (!selection) throw new Error('A bulk-select checkbox must be inside <BulkSelection>')
  return selection
}

type TProps = {
  listKey: string
  noun: { one: string; many: string }
  /** The rows of this page, in order. */
  pageIds: number[]
  classes: Pick<TListIslandClasses, 'bar' | 'report' | 'checkbox' | 'smallDangerButton' | 'smallGhostButton' | 'muted'>
  children: ReactNode
}


export function BulkSelection({ listKey, noun, pageIds, classes, children }: TProps) {
  const router = useRouter()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [ready, setReady] = useState(false)
  const dialog = useOnDemandDialog(bulkDeleteDialog)
  const [report, setReport] = useState<TBulkDeleteOutcome | null>(null)

  // Checkboxes answer once this script runs (before, a click would do nothing).
  useEffect(() => setReady(true), [])
  // A new page of rows (paging, a refresh after deleting): keep only what is still on it.
  const pageKey = pageIds.join(',')
  useEffect(() => {
    const onPage = new Set(pageKey.split(',').filter(Boolean).map(Number))
    setSelected((current) => new Set([...current].filter((id) => onPage.has(id))))
  }, [pageKey])

  const selection = useMemo<TSelection>(
    () => ({
      selected,
      pageIds,
      ready,
      checkboxClass: classes.checkbox,
      toggle: (id) =>
        setSelected((current) => {
          const next = new Set(current)
          if (next.has(id)) next.delete(id)
          else next.add(id)
          return next
        }),
      setPage: (all) => setSelected(all ? new Set(pageIds) : new Set()),
    }),
    [selected, pageIds, ready, classes.checkbox],
  )

  const done = (outcome: TBulkDeleteOutcome) => {
    dialog.setOpen(false)
    setReport(outcome)
    setSelected(new Set(outcome.failed.map((row) => row.id)))
    router.refresh()
  }

  return (
    <SelectionContext.Provider value={selection}>
      {selected.size > 0 && (
        <div role="region" aria-label="Bulk actions" className={classes.bar}>
          <span aria-live="polite">{selected.size} selected</span>
          <button
            type="button"
            className={classes.smallDangerButton}
            {...dialog.trigger}
            onClick={() => {
              setReport(null)
              dialog.openDialog()
            }}
          >
            Delete selected
          </button>
          <button type="button" className={classes.smallGhostButton} onClick={() => setSelected(new Set())}>
            Clear selection
          </button>
        </div>
      )}
      {report && (
        <div role="status" className={report.failed.length ? classes.report : classes.muted}>
          <p>
            {report.deleted.length > 0 ? `${countText(report.deleted.length, noun)} deleted.` : `Nothing was deleted.`}
            {report.failed.length > 0 && ` ${countText(report.failed.length, noun)} could not be deleted:`}
          </p>
          {report.failed.length > 0 && (
            <ul>
              {report.failed.map((row) => (
                <li key={row.id}>
                  {row.label ?? `#${row.id}`}: {row.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {children}
      {dialog.module && (
        <Suspense fallback={null}>
          <dialog.module.BulkDeleteDialog listKey={listKey} ids={[...selected]} what={countText(selected.size, noun)} open={dialog.open} onOpenChange={dialog.setOpen} onDone={done} />
        </Suspense>
      )}
    </SelectionContext.Provider>
  )
}

/** The checkbox of one row. */
export function RowCheckbox({ id, label }: { id: number; label: string }) {
  const { selected, toggle, ready, checkboxClass } = useSelection()
  return <input type="checkbox" className={checkboxClass} aria-label={`Select ${label}`} checked={selected.has(id)} disabled={!ready} onChange={() => toggle(id)} data-row-select={id} />
}

/** The header's checkbox: every row of this page, or none; mixed while some are ticked. */
export function PageCheckbox({ label }: { label: string }) {
  const { selected, pageIds, setPage, ready, checkboxClass } = useSelection()
  const count = pageIds.filter((id) => selected.has(id)).length
  const all = count > 0 && count === pageIds.length
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={label}
      checked={all}
      ref={(element) => {
        if (element) element.indeterminate = count > 0 && !all
      }}
      disabled={!ready}
      onChange={() => setPage(!all)}
    />
  )
}
