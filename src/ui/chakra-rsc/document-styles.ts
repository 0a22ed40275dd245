// How the CSS of server-rendered Chakra elements reaches a full page load without being carried
// twice. On a document request the server components hand their new classes' CSS to this
// process-wide store under a key of the request, and the SSR side (ui/theme/providers.tsx) writes
// it into the HTML as it streams (like Emotion's styles): the RSC payload inlined in the same HTML
// then carries no CSS at all. On client navigations (RSC requests) the payload carries it, as
// <style> elements React hoists (styles.tsx). Server components and the SSR of client components
// are separate module graphs of one process, so the store lives on globalThis.

export type TDocumentStyle = { className: string; rules: string }

type TEntry = { styles: TDocumentStyle[]; taken: number; created: number }

const STORE = Symbol.for('invest-platform.chakra-rsc.document-styles')
/** Entries outlive their request by this long at most (a response that never finished streaming). */
const MAX_AGE_MS = 60_000

function store(): Map<string, TEntry> {
  const holder = globalThis as typeof globalThis & { [STORE]?: Map<string, TEntry> }
  return (holder[STORE] ??= new Map())
}

let lastSweep = 0
function sweep(now: number): void {
  if (now - lastSweep < 5_000) return
  lastSweep = now
  for (const [key, entry] of store()) if (now - entry.created > MAX_AGE_MS) store().delete(key)
}

/** Server components: a document request starts collecting under `key`. */
export function openDocumentStyles(key: string): void {
  const now = Date.now()
  sweep(now)
  store().set(key, { styles: [], taken: 0, created: now })
}

/** Server components: CSS this request's HTML needs (each class once). */
export function addDocumentStyle(key: string, style: TDocumentStyle): void {
  store().get(key)?.styles.push(style)
}

/** SSR: the CSS collected since the last call (and the entry is dropped once `final`). */
export function takeDocumentStyles(key: string): TDocumentStyle[] {
  const entry = store().get(key)
  if (!entry) return []
  const fresh = entry.styles.slice(entry.taken)
  entry.taken = entry.styles.length
  return fresh
}
