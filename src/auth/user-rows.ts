import type { Payload, Where } from 'payload'

import type { User } from '@/payload-types'

/**
 * Raw user rows, secrets included, for the auth endpoints only. They bypass Payload's field
 * access on purpose (password hash, tokens, throttling are hidden from every API).
 */
export type TUserRow = User & { tenant: number }

export async function findUserRow(payload: Payload, where: Where): Promise<TUserRow | null> {
  return (await payload.db.findOne<TUserRow>({ collection: 'users', where })) ?? null
}

export function findUserInTenant(payload: Payload, tenantId: number, email: string): Promise<TUserRow | null> {
  return findUserRow(payload, { and: [{ tenant: { equals: tenantId } }, { email: { equals: email } }] })
}

export async function updateUserRow(payload: Payload, id: number, data: Partial<TUserRow>): Promise<void> {
  await payload.db.updateOne({ collection: 'users', id, data })
}
