import { json } from './http'

export const NUL_TEXT_MESSAGE = 'Text may not contain the NUL character (U+0000).'

/** Whether a parsed JSON value holds U+0000 in any string, key or value. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || holdsNul(entry))
  return false
}

/**
 * PostgreSQL's text cannot hold U+0000: a JSON or form body carrying one failed only at the query,
 * which Payload logs as an error (noise that buries real ones) before answering 400. Refused here
 * first, as the client's mistake. A body that does not parse is left to its handler, which says so.
 */
export async function refuseNulText(request: Request): Promise<Response | null> {
  const type = request.headers.get('content-type') ?? ''
  const isJson = /^application\/json/i.test(type)
  if (!request.body || !(isJson || /^application\/x-www-form-urlencoded/i.test(type))) return null
  const text = await request.clone().text()
  if (!text.includes('\u0000') && !/\\u0000|%00/i.test(text)) return null
  let nul: boolean
  try {
    nul = isJson ? holdsNul(JSON.parse(text)) : [...new URLSearchParams(text)].some(([key, value]) => holdsNul([key, value]))
  } catch {
    return null
  }
  return nul ? json({ message: NUL_TEXT_MESSAGE }, 400) : null
}
