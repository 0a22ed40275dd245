import type { AfterErrorHook } from 'payload'

import type { TJsonAnswer } from './http'
import { MAINTENANCE_API_ANSWER } from './maintenance'

/**
 * What a database error says about the request:
 * - 'bad-input': SQLSTATE class 22 (data exception), e.g. an id or number beyond its column's range
 *   that got past validation: the client's mistake, answered 400 rather than 500.
 * - 'unavailable': the database cannot be reached or is shutting down (class 08, 57P, refused or
 *   reset connections): answered 503, which sends browsers to /maintenance (spec 2.4, 8) until
 *   the pool reconnects by itself.
 */
export type TDatabaseFault = 'bad-input' | 'unavailable'

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])
const UNAVAILABLE_MESSAGE = /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly|the database system is (starting up|shutting down)/i

export function databaseFaultOf(error: unknown, depth = 0): TDatabaseFault | null {
  if (!error || typeof error !== 'object' || depth > 6) return null
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string') {
    if (code.startsWith('22')) return 'bad-input'
    if (code.startsWith('08') || code.startsWith('57P') || UNAVAILABLE_CODES.has(code)) return 'unavailable'
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return 'unavailable'
  // Connecting to localhost tries ::1 and 127.0.0.1; both refusals arrive together.
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const fault = databaseFaultOf(inner, depth + 1)
      if (fault) return fault
    }
  }
  return databaseFaultOf(cause, depth + 1)
}

export const INVALID_VALUE_MESSAGE = 'A value in the request is out of range or malformed.'

/** The answer for a request that failed on the database, or null when the fault is ours (a real 500). */
export function databaseFaultAnswer(error: unknown): TJsonAnswer | null {
  const fault = databaseFaultOf(error)
  if (fault === 'unavailable') return MAINTENANCE_API_ANSWER
  if (fault === 'bad-input') return { status: 400, body: { message: INVALID_VALUE_MESSAGE } }
  return null
}

/** Payload's REST and endpoints: the same answers, through its error hook. */
export const answerDatabaseFaults: AfterErrorHook = ({ error }) => {
  const answer = databaseFaultAnswer(error)
  return answer ? { status: answer.status, response: answer.body as Record<string, unknown> } : undefined
}
