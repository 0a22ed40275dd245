'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { isSearchable, normalisedSearch, type TSearchKind } from '@/domain/search/search-text'

import type { TSearchBoxProps } from './staff-search-parts'

// The staff search box (issue 11 §11): a combobox over GET /api/search, drawn with classes computed
// on the server (no Chakra in the browser), loaded on the first intent (staff-search-island.tsx), so
// no admin page carries it in its first-load JavaScript. Keyboard: arrows move through the results
// (and "all results"), Enter opens the chosen one (or the results page), Escape closes the list,
// then clears the text.

type TResult = { id: number; title: string; detail: string | null; href: string }
type TAnswer = { groups: Array<{ kind: TSearchKind; results: TResult[] }> }
type TState = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'done'; text: string; answer: TAnswer }

/** `initialText`: what was typed before it loaded; `focused`: the plain input had the focus. */
type TProps = TSearchBoxProps & { initialText: string; focused: boolean }

/** A pause in typing this long asks the server (spec 9 names 500 ms debounces; a search box wants less). */
const DEBOUNCE_MS = 200

const resultsHref = (action: string, text: string) => `${action}?q=${encodeURIComponent(text)}`

export function StaffSearchCombobox({ action, labels, classes, inputLabel, maxLength, initialText, focused }: TProps) {
  const id = useId()
  const router = useRouter()
  const [text, setText] = useState(initialText)
  const [state, setState] = useState<TState>({ status: 'idle' })
  const [open, setOpen] = useState(focused)
  const [active, setActive] = useState(-1)
  const rootRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  // It replaced the plain box the person was typing in: the focus (and the caret, at the end) stay theirs.
  useEffect(() => {
    const element = inputRef.current
    if (!focused || !element) return
    element.focus()
    element.setSelectionRange(element.value.length, element.value.length)
  }, [focused])

  const query = normalisedSearch(text)
  useEffect(() => {
    if (!isSearchable(query)) {
      setState({ status: 'idle' })
      return
    }
    const controller = new AbortController()
    // The last results stay until the new ones arrive (no flicker while typing).
    const loading = (previous: TState): TState => (previous.status === 'done' ? previous : { status: 'loading' })
    setState(loading)
    const timer = window.setTimeout(() => {
      setState(loading)
      fetch(`/api/search?q=${encodeURIComponent(query)}`, { signal: controller.signal, credentials: 'same-origin', headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status))
          setState({ status: 'done', text: query, answer: (await response.json()) as TAnswer })
          setActive(-1)
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'failed' })
        })
    }, DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const results = state.status === 'done' ? state.answer.groups.flatMap((group) => group.results) : []
  // The last option is always "all results" (the results page), so Enter on it works as the form does.
  const optionCount = isSearchable(query) ? results.length + 1 : 0
  const optionId = (index: number) => `${id}-option-${index}`
  const expanded = open && optionCount > 0

  const choose = (index: number) => {
    setOpen(false)
    router.push(index < results.length ? results[index].href : resultsHref(action, query))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => {
        const next = current + step
        return next < 0 ? optionCount - 1 : next >= optionCount ? 0 : next
      })
      return
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < optionCount) {
      event.preventDefault()
      choose(active)
      return
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) setOpen(false)
      else setText('')
      setActive(-1)
    }
  }

  let index = -1
  const announcement =
    state.status === 'loading' ? 'Searching…' : state.status === 'failed' ? 'The search failed. Try again.' : state.status === 'done' ? (results.length ? `${results.length} results` : 'No results') : ''

  return (
    <form
      ref={rootRef}
      role="search"
      action={action}
      method="get"
      className={classes.root}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <input
        type="search"
        name="q"
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search…"
        aria-label={inputLabel}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 && active < optionCount ? optionId(active) : undefined}
        className={classes.input}
        data-testid="staff-search-input"
        ref={inputRef}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-list`} role="listbox" aria-label="Search results" className={classes.popup} hidden={!expanded} data-testid="staff-search-results">
        {state.status === 'loading' && results.length === 0 && <div className={classes.status}>Searching…</div>}
        {state.status === 'failed' && <div className={classes.status}>The search failed. Try again.</div>}
        {state.status === 'done' && results.length === 0 && <div className={classes.status}>No results for “{state.text}”</div>}
        {state.status === 'done' &&
          state.answer.groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
              <div id={`${id}-${group.kind}`} className={classes.groupLabel}>
                {labels[group.kind]}
              </div>
              {group.results.map((result) => {
                const position = ++index
                return (
                  <NextLink
                    key={`${group.kind}-${result.id}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    href={result.href}
                    tabIndex={-1}
                    className={classes.option}
                    onMouseEnter={() => setActive(position)}
                    onClick={() => setOpen(false)}
                  >
                    <span className={classes.title}>{result.title}</span>
                    {result.detail && <span className={classes.detail}>{result.detail}</span>}
                  </NextLink>
                )
              })}
            </div>
          ))}
        {optionCount > 0 && (
          <NextLink
            id={optionId(optionCount - 1)}
            role="option"
            aria-selected={active === optionCount - 1}
            href={resultsHref(action, query)}
            tabIndex={-1}
            className={classes.all}
            onMouseEnter={() => setActive(optionCount - 1)}
            onClick={() => setOpen(false)}
          >
            All results for “{query}”
          </NextLink>
        )}
      </div>
      <div role="status" className={classes.live}>
        {open ? announcement : ''}
      </div>
    </form>
  )
}
