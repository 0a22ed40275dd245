import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { authEmails } from '@/auth/emails'
import { closeUserSessionRows } from '@/auth/session-records'
import { now } from '@/lib/clock'
import type { User } from '@/payload-types'
import { tenantById } from '@/tenancy/resolve-tenant'

// Issue 8, finding 16: a changed sign-in email (staff may change an investor's; the field's access
// decides who) is unverified until its owner confirms it, and whoever held the old address's
// sessions is signed out: every copy of the old cookie dies with the bumped session_version.

const emailChanged = (next: { email?: unknown }, previous: { email?: unknown } | undefined) =>
  !!previous && typeof next.email === 'string' && next.email !== previous.email

/** Same update, same transaction: unverified, and every session's version outdated. */
export const resetOnEmailChange: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !emailChanged(data, originalDoc)) return data
  return { ...data, email_verified_at: null, session_version: (originalDoc?.session_version ?? 0) + 1 }
}

/** After the update: the session rows closed, sockets dropped, and the old address told. */
export const announceEmailChange: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !emailChanged(doc, previousDoc)) return doc
  await closeUserSessionRows(req.payload, doc.id, 'email-changed')
  const tenant = await tenantById(req.payload, typeof doc.tenant === 'number' ? doc.tenant : doc.tenant.id)
  if (tenant) authEmails.emailChanged(req.payload, { to: previousDoc.email, tenant }, doc.email, { at: now(), supportEmail: tenant.supportEmail })
  return doc
}
