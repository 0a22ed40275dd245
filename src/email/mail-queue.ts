import type { Payload, SendEmailOptions } from 'payload'

// Mail leaves after the response (issue 8, finding 11): a request that sends mail answers in the
// same time as one that does not (no "this address exists" timing), and a slow or failing SMTP
// server never fails the request that asked for the mail (a registration stays whole). Kept in this
// process: a crash loses mail not yet sent, which the user can ask for again.

const RETRIES = 3
const RETRY_DELAY_MS = 2_000

let pending = Promise.resolve()

async function deliver(payload: Payload, message: SendEmailOptions): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await payload.sendEmail(message)
      return
    } catch (error) {
      if (attempt >= RETRIES) {
        payload.logger.error({ err: error, msg: `mail to ${String(message.to)} failed ${RETRIES} times; dropped` })
        return
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt))
    }
  }
}

/** Queues a message and returns at once; messages leave one after another, in order. */
export function enqueueMail(payload: Payload, message: SendEmailOptions): void {
  pending = pending.then(() => deliver(payload, message))
}

/**
 * Queues the work that decides whether to send at all (look the address up, issue a token), so
 * that a request for a known address answers in the time of one for an unknown address.
 */
export function enqueueMailWork(payload: Payload, what: string, work: () => Promise<void>): void {
  pending = pending.then(() => work().catch((error) => payload.logger.error({ err: error, msg: `${what} failed` })))
}

/** Resolves when every queued message has been handed to the mail server (for a clean shutdown). */
export const mailQueueDrained = () => pending
