'use client'

import { useRef, useState } from 'react'

import { countText } from '@/lib/count-text'
import { DEFAULT_LOCALE } from '@/lib/locale'

import type { TListIslandClasses } from './list-island-styles'

// Export CSV with progress (issue 9 §2): without JavaScript a plain download link; with it, the
// file is fetched as a stream, its rows are counted as they arrive against X-Total-Count (a
// progress bar and "n of N rows"), Cancel stops it (the server stops reading the database), and
// the finished file is saved under the server's file name.

type TProps = {
  href: string
  classes: Pick<TListIslandClasses, 'headerButton' | 'smallGhostButton' | 'progress' | 'progressBar' | 'muted'>
}

type TState = { phase: 'idle' } | { phase: 'running'; rows: number; total: number | null } | { phase: 'done' | 'failed' | 'cancelled'; message: string }

/** Counts record ends of CSV text as it streams: a line break outside quotes ends a record. */
export function csvRecordCounter() {
  let quoted = false
  return (text: string) => {
    let records = 0
    for (let index = 0; index < text.length; index++) {
      const character = text.charCodeAt(index)
      if (character === 34) quoted = !quoted
      else if (character === 10 && !quoted) records++
    }
    return records
  }
}

const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'export.csv'
const formatCount = (count: number) => count.toLocaleString(DEFAULT_LOCALE)

function saveFile(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function ExportLink({ href, classes }: TProps) {
  const [state, setState] = useState<TState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)

  const start = async () => {
    const abort = new AbortController()
    controller.current = abort
    setState({ phase: 'running', rows: 0, total: null })
    try {
      const response = await fetch(href, { credentials: 'include', signal: abort.signal })
      if (!response.ok || !response.body) {
        if (response.status === 401) window.location.assign('/api/logout')
        setState({ phase: 'failed', message: `The export failed (${response.status}). Please try again.` })
        return
      }
      const total = Number(response.headers.get('X-Total-Count'))
      const known = Number.isSafeInteger(total) && total >= 0 ? total : null
      const reader = response.body.getReader()
      const decoder = new TextDecoder()
      const count = csvRecordCounter()
      const parts: BlobPart[] = []
      // The first record is the header line.
      let records = 0
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        parts.push(value)
        records += count(decoder.decode(value, { stream: true }))
        setState({ phase: 'running', rows: Math.max(records - 1, 0), total: known })
      }
      const rows = Math.max(records - 1, 0)
      saveFile(parts, fileNameOf(response.headers.get('Content-Disposition')))
      setState({ phase: 'done', message: `Exported ${countText(rows, { one: 'row', many: 'rows' })}.` })
    } catch (error) {
      if (abort.signal.aborted) setState({ phase: 'cancelled', message: 'Export cancelled.' })
      else setState({ phase: 'failed', message: `The export failed${error instanceof Error && error.message ? ` (${error.message})` : ''}. Please try again.` })
    } finally {
      controller.current = null
    }
  }

  if (state.phase === 'running') {
    const { rows, total } = state
    return (
      <div className={classes.progress} role="group" aria-label="CSV export">
        <progress className={classes.progressBar} max={total || 1} value={total ? Math.min(rows, total) : 0} aria-label="Rows exported" />
        <span className={classes.muted} role="status" aria-live="polite">
          {total === null ? `${formatCount(rows)} rows` : `${formatCount(rows)} of ${formatCount(total)} rows`}
        </span>
        <button type="button" className={classes.smallGhostButton} onClick={() => controller.current?.abort()}>
          Cancel export
        </button>
      </div>
    )
  }
  return (
    <>
      <a
        href={href}
        download
        className={classes.headerButton}
        onClick={(event) => {
          // A modified click (new tab, save as) keeps the browser's own download.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          void start()
        }}
      >
        Export CSV
      </a>
      {state.phase !== 'idle' && (
        <span className={classes.muted} role="status">
          {state.message}
        </span>
      )}
    </>
  )
}
