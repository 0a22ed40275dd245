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

function csrfToken(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))
  return match ? decodeURIComponent(match.slice('XSRF-TOKEN='.length)) : null
}

export async function ensureCsrfCookie(): Promise<void> {
  if (!csrfToken()) await fetch('/sanctum/csrf-cookie', { credentials: 'include' })
}

type TOptions = { method?: string; body?: unknown; redirectOn401?: boolean }

export async function apiFetch<T = unknown>(path: string, { method = 'GET', body, redirectOn401 = true }: TOptions = {}): Promise<T> {
  if (method !== 'GET') await ensureCsrfCookie()
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = csrfToken()
  if (token) headers['X-XSRF-TOKEN'] = token
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(LOADING_TIMEOUT_MS),
    })
  } catch {
    throw new TimeoutError('No response')
  }
  const text = await response.text()
  const data = text ? (JSON.parse(text) as unknown) : null
  if (response.status === 401 && redirectOn401) window.location.assign('/api/logout')
  if (!response.ok) throw new ApiError(response.status, data)
  return data as T
}

/** swr fetcher. */
export const fetcher = <T,>(path: string) => apiFetch<T>(path)
