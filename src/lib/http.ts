import type { PayloadRequest } from 'payload'
import { type z } from 'zod'

import { AppError, invalid } from './app-error'

export const GENERIC_SUBMIT_ERROR = 'Something went wrong submitting.'

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(data, { status, headers })
}

/**
 * An answer before it becomes a response, for handlers served both as Payload endpoints and as the
 * HTTP server's fast routes (src/server/fast-routes.ts).
 */
export type TJsonAnswer = { status: number; body: unknown; headers?: Record<string, string> }

export const responseOf = (answer: TJsonAnswer): Response => json(answer.body, answer.status, answer.headers)

// PostgreSQL's integer ids: anything outside 1..2^31-1 would fail the query instead of finding nothing.
const MAX_ROW_ID = 2_147_483_647

/** A path segment as a row id, or null when it cannot name a row (not digits, zero, too large). */
export function rowIdOf(value: unknown): number | null {
  const text = String(value ?? '')
  if (!/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_ROW_ID ? id : null
}

/** The route's `:id` as a row id: one that cannot name a row is a record that does not exist (404). */
export function routeRowId(req: Pick<PayloadRequest, 'routeParams'>): number {
  const id = rowIdOf(req.routeParams?.id)
  if (id === null) throw new AppError('not_found')
  return id
}

/** zod's issues as that shape's field errors; `fallbackKey` names an issue without a path. */
export function fieldErrorsOf(error: z.ZodError, fallbackKey = 'form'): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) (errors[issue.path.join('.') || fallbackKey] ??= []).push(issue.message)
  return errors
}

/** Reads a JSON or form-encoded body; forms may carry `_method` (spec 7 method override). */
export async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await req.formData!()
      return Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']))
    }
    const parsed = req.json ? await req.json() : {}
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Validates a request body with a zod schema; a failure throws invalid input with field errors (422). */
export async function parseBody<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T>> {
  const result = schema.safeParse(await readBody(req))
  if (!result.success) throw invalid(fieldErrorsOf(result.error))
  return result.data
}
