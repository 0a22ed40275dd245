'use client'

import { useEffect, useState } from 'react'

// Code a page may need soon but needs neither to show nor to hydrate (a dialog, a rich-text
// editor): a chunk of its own, outside the route's first-load JavaScript (docs/performance.md),
// loaded once on the first sign of intent (the pointer over, focus on or a touch of what uses
// it), when the browser is idle if the caller asks, or when it is needed, whichever comes first.

type TIntentHandlers = { onPointerEnter: () => void; onFocus: () => void; onTouchStart: () => void }

export type TOnDemand<T> = {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>
  /** The module once loaded, else null. */
  current: () => T | null
  /** Spread on the element whose use needs the module. */
  intent: TIntentHandlers
  /** Resolves when the module has loaded, whoever started it. */
  loaded: Promise<T>
}

/** `load` is a dynamic import, e.g. `onDemand(() => import('./delete-dialog'))`. */
export function onDemand<T>(load: () => Promise<T>): TOnDemand<T> {
  let loading: Promise<T> | null = null
  let module: T | null = null
  let settle: (value: T) => void = () => {}
  const loaded = new Promise<T>((resolve) => (settle = resolve))
  const once = () =>
    (loading ??= load().then(
      (value) => {
        module = value
        settle(value)
        return value
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const start = () => void once().catch(() => {})
  return { load: once, current: () => module, intent: { onPointerEnter: start, onFocus: start, onTouchStart: start }, loaded }
}

/**
 * The module in a component: null until it has loaded (on intent, when needed, or, with
 * `whenIdle`, once the browser is idle after the page has hydrated), then the module.
 */
export function useOnDemand<T>(loader: TOnDemand<T>, { whenIdle = false }: { whenIdle?: boolean } = {}): T | null {
  const [module, setModule] = useState<T | null>(loader.current)
  useEffect(() => {
    let live = true
    void loader.loaded.then((value) => live && setModule(() => value))
    if (!whenIdle || loader.current()) {
      return () => {
        live = false
      }
    }
    const start = () => void loader.load().catch(() => {})
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1000)
    return () => {
      live = false
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [loader, whenIdle])
  return module
}

/**
 * A dialog in a module of its own, opened by a trigger: spread `trigger` on the button (loads the
 * module on intent) and call `openDialog` on click. `module` is null until the dialog has been
 * asked for once and has loaded; render the dialog from it with `open` and `setOpen`.
 */
export function useOnDemandDialog<T>(loader: TOnDemand<T>) {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const module = useOnDemand(loader)
  const openDialog = () => {
    void loader.load().catch(() => {})
    setAsked(true)
    setOpen(true)
  }
  return { open, setOpen, openDialog, trigger: { ...loader.intent, 'aria-haspopup': 'dialog' as const }, module: asked ? module : null }
}
