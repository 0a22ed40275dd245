// The one check for a path that came from input and becomes a redirect or a link (issue 8,
// finding 5): a login `target`, a notification's call to action. Browsers read `\` as `/`, drop
// tabs and newlines, and resolve dot segments, so `/.//evil.example`, `/\evil.example` and
// `/%2F%2Fevil.example` all leave the site; only what parses to this origin and stays there counts.

const PROBE_ORIGIN = 'http://internal-path.invalid'
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/
const MAX_LENGTH = 2000

const looksOffSite = (path: string) => !path.startsWith('/') || path.startsWith('//') || BACKSLASH_OR_CONTROL.test(path)

/** The same-site path (pathname, query, hash) `value` names, or null when it could lead elsewhere. */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH || looksOffSite(value)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  if (looksOffSite(decoded)) return null
  try {
    const url = new URL(value, PROBE_ORIGIN)
    if (url.origin !== PROBE_ORIGIN) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments resolve: `/.//evil.example` becomes `//evil.example`, a protocol-relative URL.
    return looksOffSite(path) ? null : path
  } catch {
    return null
  }
}
