'use client'

import { useEffect, useRef, useState } from 'react'

import { onDemand, useOnDemand } from '@/lib/load-on-intent'

import type { TSearchBoxProps } from './staff-search-parts'

// The staff search box as every admin page first draws it: a plain GET form to the results page
// (all it is without JavaScript). The first intent (pointer over, focus, touch) loads the combobox,
// which takes its place with what was typed meanwhile and the focus: the combobox stays out of every
// page's first-load JavaScript (issue 9's 200 KB budget); this part imports nothing of its own.
const combobox = onDemand(() => import('./staff-search-combobox'))

export function StaffSearchIsland(props: TSearchBoxProps) {
  const { action, classes, inputLabel, maxLength } = props
  const input = useRef<HTMLInputElement>(null)
  const loaded = useOnDemand(combobox)
  const [handoff, setHandoff] = useState<{ text: string; focused: boolean } | null>(null)
  useEffect(() => {
    if (loaded && input.current) setHandoff({ text: input.current.value, focused: document.activeElement === input.current })
  }, [loaded])
  if (loaded && handoff) return <loaded.StaffSearchCombobox {...props} initialText={handoff.text} focused={handoff.focused} />
  return (
    <form role="search" action={action} method="get" className={classes.root}>
      <input
        ref={input}
        type="search"
        name="q"
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search…"
        aria-label={inputLabel}
        className={classes.input}
        data-testid="staff-search-input"
        {...combobox.intent}
      />
    </form>
  )
}
