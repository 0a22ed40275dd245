import { cache, type ReactElement } from 'react'

import { toStyleRef, type TStyleObject, type TStyleRef } from './serialize'
import { addDocumentStyle, openDocumentStyles } from './document-styles'
import staticClassNames from './static-classes.json'
import { getSystem } from './system'

export type { TStyleObject, TStyleRef }

// Styles of Chakra elements rendered by server components (see ./README in docs/ARCHITECTURE.md,
// "Chakra on the server"): the class names and CSS are exactly the ones Chakra's own factory and
// Emotion would produce for the same style object, computed once per distinct object in the
// process, and written into the page once per request as <style href precedence> elements, which
// React hoists into <head> and never inserts twice (also across client navigations).

// Distinct style inputs are few (the same button, cell, link on every page), so remembering them
// saves the css() and serialisation work on almost every element. Bounded, oldest out first.
const MAX_REMEMBERED = 5000
const remembered = new Map<string, TStyleRef | null>()

/**
 * Classes whose CSS is in the static stylesheet already (static-recipes.ts, static-styles.ts),
 * under a short name of their own there (`k1a` for `css-1nqikry`): that name goes into pages (a
 * few hundred class attributes, in the HTML and in the RSC payload) and their CSS never does.
 */
const STATIC_NAMES = new Map<string, string>(Object.entries(staticClassNames as unknown as Record<string, string>))

const served = (ref: TStyleRef | null): TStyleRef | null => {
  const short = ref && STATIC_NAMES.get(ref.name)
  return short ? { ...ref, className: short, static: true } : ref
}

/**
 * The class for styles built from `parts` by `build` (system.css over recipe output, css props,
 * style props). `key` identifies the input; with null the result is computed and not remembered
 * (inputs holding functions or elements).
 */
export function styleRef(key: string | null, build: () => TStyleObject): TStyleRef | null {
  if (key !== null) {
    const known = remembered.get(key)
    if (known !== undefined) return known
  }
  const ref = served(toStyleRef(build()))
  if (key !== null) {
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string)
    remembered.set(key, ref)
  }
  return ref
}

/**
 * A key for style input (JSON). Style props are plain data (strings, numbers, nested objects of
 * conditions); null when the input holds anything JSON cannot say (then nothing is remembered).
 */
export function keyOf(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null
  } catch {
    return null
  }
}

export const css = (...styles: unknown[]): TStyleObject => (getSystem().css as (...args: unknown[]) => TStyleObject)(...styles)


// Per request: on a document request (documentStyles() was called by the root layout) the CSS
// goes to the SSR side through document-styles.ts and no <style> element enters the payload.
// Otherwise one <style> element per class, placed beside every element using the class: React
// hoists it into <head> once. Writing it only beside the first user would lose it whenever that
// user sits in a tree that is not rendered (the not-found and forbidden boundaries are serialised
// with every page). Each is handed over as one settled promise per class: the RSC payload writes
// a promise once, in a row of its own, and refers to it as `$@<row>` after that.
const requestStyles = cache(() => ({ elements: new Map<string, Promise<ReactElement>>(), documentKey: null as string | null, sent: new Set<string>() }))

/**
 * Called by the root layout of a full page load (not of a client navigation): from here on the
 * request's CSS is written into the HTML by the SSR side under `key` (ui/theme/providers.tsx).
 */
export function documentStyles(key: string): void {
  requestStyles().documentKey = key
  openDocumentStyles(key)
}

// While collecting (static-styles.ts, at build time) refs are handed over instead of rendered.
let collector: ((ref: TStyleRef) => void) | null = null

/** Runs `work` and returns every class it asked to render, instead of rendering it. */
export function collectStyleRefs(work: () => void): TStyleRef[] {
  const refs: TStyleRef[] = []
  collector = (ref) => refs.push(ref)
  try {
    work()
  } finally {
    collector = null
  }
  return refs
}

/**
 * Whether an element with these classes ever has CSS to send with it: not when all are the static
 * stylesheet's (or none), unless the refs are being collected for that stylesheet.
 */
export function mayNeedStyles(refs: Array<TStyleRef | null>): boolean {
  return collector !== null || refs.some((ref) => ref && !ref.static)
}

/** The <style> elements for these refs (one shared, settled promise of it per class in a request). */
export function styleElements(refs: Array<TStyleRef | null>): Array<Promise<ReactElement>> {
  if (collector) {
    for (const ref of refs) if (ref) collector(ref)
    return []
  }
  const state = requestStyles()
  const out: Array<Promise<ReactElement>> = []
  for (const ref of refs) {
    if (!ref || ref.static) continue
    if (state.documentKey !== null) {
      if (!state.sent.has(ref.className)) {
        state.sent.add(ref.className)
        addDocumentStyle(state.documentKey, ref)
      }
      continue
    }
    let element = state.elements.get(ref.className)
    if (!element) {
      // The layer order goes first in case a hoisted style ever precedes the stylesheet declaring it.
      const text = state.elements.size === 0 ? getSystem().layers.atRule + ref.rules : ref.rules
      element = Promise.resolve(
        <style key={ref.className} href={ref.className} precedence="chakra">
          {text}
        </style>,
      )
      state.elements.set(ref.className, element)
    }
    out.push(element)
  }
  return out
}
