import type { Payload, PayloadRequest } from 'payload'

import { ROLE } from '@/access/roles'
import { storeNotifications } from '@/collections/people/Notifications/notify'
import type { TPublicNotification } from '@/collections/people/Notifications/notify'
import { AppError, invalid } from '@/lib/app-error'
import { queryInTransaction, sql } from '@/lib/transaction'
import { investorSoundingPath } from '@/navigation/investor-navigation'
import { featuresOf } from '@/tenancy/branding'

import { soundableOpportunity } from '../MarketSoundingAcceptances/soundable-opportunity'

// Who is invited to a market sounding (issue 13 §3, decision 040): staff invite chosen investors
// from the opportunity's summary; only an invited investor sees /investor/investments/market-sounding/{id}
// and may answer it (everyone else gets a 404). Accepting is still recordMarketSoundingAcceptance
// (decision 029, the register's one writer); a decline is noted on the invitation.

/** At most this many investors in one invitation call. */
export const MAX_INVITED_AT_ONCE = 200

export type TSoundingInvitation = { id: number; invitedAt: string; declinedAt: string | null }

/** The investor's invitation to the sounding about this opportunity of the tenant, or null (the page and the answer are then a 404). */
export async function soundingInvitation(payload: Payload, tenantId: number, investorId: number, opportunityId: number): Promise<TSoundingInvitation | null> {
  const { rows } = await payload.db.pool.query<{ id: number; created_at: Date; declined_at: Date | null }>(
    'SELECT id, created_at, declined_at FROM market_sounding_invitations WHERE tenant_id = $1 AND investor_id = $2 AND opportunity_id = $3',
    [tenantId, investorId, opportunityId],
  )
  const row = rows[0]
  return row ? { id: row.id, invitedAt: row.created_at.toISOString(), declinedAt: row.declined_at?.toISOString() ?? null } : null
}

/** Notes that the invited investor declined (the register records nothing: they were told nothing). */
export async function recordDecline(payload: Payload, invitationId: number): Promise<void> {
  await payload.db.pool.query('UPDATE market_sounding_invitations SET declined_at = now(), updated_at = now() WHERE id = $1', [invitationId])
}

export type TInviteInput = {
  tenant: number
  opportunity: number
  investors: number[]
  /** The staff member inviting (a plain id); none for the seed. */
  invitedBy?: number | null
  /** Staff's note, on each new invitation. */
  note?: string | null
  /** The caller's transaction (inTransaction): the rows and the notices stand or fall together. */
  req?: PayloadRequest
}

/**
 * Invites investors of the tenant to the sounding about a live opportunity of the tenant; an
 * investor already invited stays as they were. Each newly invited investor gets a notice linking
 * to the sounding (pushed by the caller after the commit). 403 while market_sounding_enabled is off;
 * 422 on `opportunity` (not soundable) or `investors` (not investors of this tenant).
 */
export async function inviteToSounding(payload: Payload, input: TInviteInput): Promise<{ invited: number[]; already: number[]; notices: Array<{ userId: number; notification: TPublicNotification }> }> {
  const tenant = await payload.findByID({ collection: 'tenants', id: input.tenant, depth: 0, overrideAccess: true, disableErrors: true })
  if (!tenant) throw new AppError('not_found')
  if (!featuresOf(tenant).market_sounding_enabled) throw new AppError('forbidden', 'Market soundings are not enabled for this organisation.')
  const opportunity = await soundableOpportunity(payload, tenant.id, input.opportunity)
  if (!opportunity) throw invalid({ opportunity: ['Choose a live opportunity of this organisation'] }, 'Only a live opportunity can be sounded.')
  const ids = [...new Set(input.investors)]
  if (ids.length === 0 || ids.length > MAX_INVITED_AT_ONCE) throw invalid({ investors: [`Choose between 1 and ${MAX_INVITED_AT_ONCE} investors`] })
  const { rows: known } = await payload.db.pool.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[]) AND tenant_id = $2 AND role_id = $3', [ids, tenant.id, ROLE.user])
  if (known.length !== ids.length) throw invalid({ investors: ['Choose investors of this organisation'] })
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`
  const statement = sql`INSERT INTO market_sounding_invitations (opportunity_id, investor_id, invited_by, note, tenant_id, created_at, updated_at)
                        SELECT ${opportunity.id}::int, u, ${input.invitedBy ?? null}::int, ${input.note ?? null}::varchar, ${tenant.id}::int, now(), now() FROM unnest(${list}::int[]) AS u
                        ON CONFLICT (opportunity_id, investor_id) DO NOTHING RETURNING investor_id`
  const inserted = input.req
    ? await queryInTransaction<{ investor_id: number }>(input.req, statement)
    : ((await payload.db.drizzle.execute(statement)) as unknown as { rows: Array<{ investor_id: number }> }).rows
  const invited = inserted.map((row) => row.investor_id)
  const notices = await storeNotifications(
    payload,
    invited,
    tenant.id,
    { message: `**Market sounding**: we would like to share information about ${opportunity.title} that is not yet public. Read what that means and accept or decline.`, icon: 'info', cta: investorSoundingPath(opportunity.id) },
    input.req,
  )
  return { invited, already: ids.filter((id) => !invited.includes(id)), notices }
}

export type TInvitationRow = { id: number; investorId: number; name: string; email: string; invitedAt: string; declinedAt: string | null; acceptedAt: string | null; reference: string | null }

/** The invitations to the sounding about an opportunity, newest first, each with the investor's latest acceptance (the staff panel). */
export async function invitationsOf(payload: Payload, tenantId: number, opportunityId: number, limit = 200): Promise<TInvitationRow[]> {
  const { rows } = await payload.db.pool.query<{ id: number; investor_id: number; name: string | null; surname: string | null; email: string; created_at: Date; declined_at: Date | null; accepted_at: Date | null; reference: string | null }>(
    `SELECT i.id, i.investor_id, u.name, u.surname, u.email, i.created_at, i.declined_at, a.accepted_at, a.reference
       FROM market_sounding_invitations i
       JOIN users u ON u.id = i.investor_id
       LEFT JOIN LATERAL (SELECT accepted_at, reference FROM market_sounding_acceptances m
                           WHERE m.tenant_id = i.tenant_id AND m.investor = i.investor_id AND m.opportunity = i.opportunity_id
                           ORDER BY m.accepted_at DESC, m.id DESC LIMIT 1) a ON true
      WHERE i.tenant_id = $1 AND i.opportunity_id = $2
      ORDER BY i.created_at DESC, i.id DESC LIMIT $3`,
    [tenantId, opportunityId, limit],
  )
  return rows.map((row) => ({
    id: row.id,
    investorId: row.investor_id,
    name: [row.name, row.surname].filter(Boolean).join(' ') || row.email,
    email: row.email,
    invitedAt: row.created_at.toISOString(),
    declinedAt: row.declined_at?.toISOString() ?? null,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    reference: row.reference,
  }))
}
