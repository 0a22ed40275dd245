import type { PayloadRequest } from 'payload'

import { publishToUser, storeNotification, type TNotificationData } from '@/collections/people/Notifications/notify'
import type { TCashCallHolderRef } from '@/domain/investments/cash-calls'
import { queryInTransaction, sql } from '@/lib/transaction'

import { lineRecipients } from './cash-calls'
import { holderJoins, holderNameColumns } from './holder-sql'

// The notices of a cash-call line (decision 014, "Notices"): stored in the caller's transaction (a
// rolled-back call notifies no one), pushed to open pages once it has committed (the caller runs the
// pushes, never on a replayed answer). An investor's line tells the investor; an organisation's its
// directors and authorised signatories; an investment-method account's its lead; a nominee's nobody.

/** The holder's name as a notice names it: null for an investor (the notice is theirs), else "Ashdown Family Office". */
export async function holderNameForNotice(req: PayloadRequest, holder: TCashCallHolderRef): Promise<string | null> {
  if (holder.kind === 'investor') return null
  const [row] = await queryInTransaction<{ name: string }>(
    req,
    sql`SELECT ${sql.raw(holderNameColumns({ prefix: 'h' }))} FROM (SELECT ${holder.kind}::text AS holder_kind, ${holder.id}::int AS holder_id) h ${sql.raw(holderJoins('h', { prefix: 'h' }))}`,
  )
  return row?.name ?? null
}

/**
 * Stores the notice of a line for everyone it goes to (see lineRecipients) and queues its push.
 * `message` gets the holder's name when the line is not the reader's own (null for an investor's:
 * "to you"; else "Ashdown Family Office"). Returns who was notified.
 */
export async function notifyLineHolder(
  req: PayloadRequest,
  holder: TCashCallHolderRef,
  tenantId: number,
  message: (holderName: string | null) => string,
  data: Omit<TNotificationData, 'message'>,
  pushes: Array<() => Promise<void>>,
): Promise<number[]> {
  const recipients = await lineRecipients(req, holder, tenantId)
  if (recipients.length === 0) return []
  const name = await holderNameForNotice(req, holder)
  const text = message(name).slice(0, 1000)
  for (const userId of recipients) {
    const notice = await storeNotification(req, userId, tenantId, { ...data, message: text })
    pushes.push(() => publishToUser(userId, notice))
  }
  return recipients
}
