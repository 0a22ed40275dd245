'use client'

// Every browser call (spec 7, 8): credentials, the anti-forgery header, a 5 s time-out (spec 9),
// and a 401 anywhere sends the browser to /api/logout.

export const LOADING_TIMEOUT_MS = 5000

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`)
  }
}

/** spec 8: a failure without a response is passed on as a time-out marker. */
export class TimeoutError extends Error {
  readonly timeout = true
}

/** The anti-forgery cookie: `__Host-XSRF-TOKEN` in production, `XSRF-TOKEN` over http in development. */
export function csrfToken(): string | null {
  for (const part of document.cookie.split('; ')) {
    const [name, ...value] = part.split('=')
    if (name === '__Host-XSRF-TOKEN' || name === 'XSRF-TOKEN') return decodeURIComponent(value.join('='))
  }
  return null
}

export async function ensureCsrfCookie(): Promise<void> {
  if (!csrfToken()) await fetch('/sanctum/csrf-cookie', { credentials: 'include' })
}

/** `body` is sent as JSON; `form` as application/x-www-form-urlencoded (spec 7 user update with `_method`). */
type TOptions = {
  method?: string
  body?: unknown
  form?: Record<string, string | number>
  redirectOn401?: boolean
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>
  /** Instead of spec 9's 5 s: for a call that waits on an outside service (the AI rewrite), not for loading data. */
  timeoutMs?: number
}

function encodeBody(body: unknown, form: TOptions['form']): { contentType?: string; payload?: string } {
  if (form) return { contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString() }
  if (body !== undefined) return { contentType: 'application/json', payload: JSON.stringify(body) }
  return {}
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return text
  }
}

export async function apiFetch<T = unknown>(path: string, { method = 'GET', body, form, redirectOn401 = true, headers: extraHeaders = {}, timeoutMs = LOADING_TIMEOUT_MS }: TOptions = {}): Promise<T> {
  if (method !== 'GET') await ensureCsrfCookie()
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' }
  const token = csrfToken()
  if (token) headers['X-XSRF-TOKEN'] = token
  const { contentType, payload } = encodeBody(body, form)
  if (contentType) headers['Content-Type'] = contentType
  let response: Response
  try {
    response = await fetch(path, { method, credentials: 'include', headers, body: payload, signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    throw new TimeoutError('No response')
  }
  const data = parseJson(await response.text())
  if (response.status === 401 && redirectOn401) window.location.assign('/api/logout')
  if (!response.ok) throw new ApiError(response.status, data)
  return data as T
}

/** swr fetcher. */
export const fetcher = <T,>(path: string) => apiFetch<T>(path)
