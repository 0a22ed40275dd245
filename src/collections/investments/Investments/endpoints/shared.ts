import { Forbidden, type PayloadRequest } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { mayOnInvestments, type TInvestmentAction } from '@/access/investment-access'
import { ROLE } from '@/access/roles'
import { AppError, invalid } from '@/lib/app-error'
import { rowIdOf } from '@/lib/http'

export type TVisibleOpportunity = { id: number; title: string; stage: number; currency: string; sharePrice: number | null; targetAmount: number }

/** Where the opportunity is read from: a request, or the fast routes' own Payload (src/server/fast-routes.ts). */
type TReader = Pick<PayloadRequest, 'payload'>

/** `?opportunity=ID` of a GET: a 422 unless it can name a row. */
export function opportunityParam(req: Pick<PayloadRequest, 'searchParams'>): number {
  const id = rowIdOf(req.searchParams.get('opportunity'))
  if (id === null) throw new AppError('invalid', 'Name the opportunity: ?opportunity=ID.', { opportunity: ['Choose an opportunity'] })
  return id
}

/**
 * The opportunity as the staff user reads it (the collection's own access: tenant, stage), then
 * spec 6 for `action` on its investments (src/access/investment-access.ts). One the user cannot
 * read is not found (404, as everywhere); one they read but may not act on is a 403.
 */
export async function opportunityForStaff(req: TReader, user: TTenantUser, id: number, action: TInvestmentAction): Promise<TVisibleOpportunity> {
  const row = await readableOpportunity(req, user, id)
  if (!row) throw new AppError('not_found')
  if (!mayOnInvestments(user.role_id, row.stage, action)) {
    // A hidden view is not there for the role (404, as the hidden tab is); a refused change says so.
    if (action === 'transactions' || action === 'holdings') throw new AppError('not_found')
    throw new AppError('forbidden', 'Your role may not change the investments of this opportunity.')
  }
  return { id: row.id, title: row.title, stage: row.stage, currency: row.currency, sharePrice: row.sharePrice ?? null, targetAmount: row.targetAmount }
}

/** The opportunity as the user may read it (the collection's access: tenant, stages, the portal gate), or null; a role that may read none is answered the same. */
export async function readableOpportunity(req: TReader, user: TTenantUser, id: number) {
  try {
    const { docs } = await req.payload.find({
      collection: 'investment-opportunities',
      where: { id: { equals: id } },
      overrideAccess: false,
      user,
      depth: 0,
      limit: 1,
      pagination: false,
      select: { title: true, stage: true, currency: true, sharePrice: true, targetAmount: true, taxOptions: true },
    })
    return docs[0] ?? null
  } catch (error) {
    if (error instanceof Forbidden) return null
    throw error
  }
}

const NOT_AN_INVESTOR = 'Choose an investor of this tenant'

/** The investor a staff form names (by id, or by email as the screens send it): a user of role 5 of the tenant, else a 422 on that field. */
export async function investorOfTenant(req: PayloadRequest, tenantId: number, input: { holder?: number; holderEmail?: string }): Promise<{ id: number; email: string }> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [input.holder !== undefined ? { id: { equals: input.holder } } : { email: { equals: input.holderEmail } }, { tenant: { equals: tenantId } }, { role_id: { equals: ROLE.user } }] },
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { email: true },
  })
  const holder = docs[0]
  if (!holder) throw invalid({ [input.holder !== undefined ? 'holder' : 'holderEmail']: [NOT_AN_INVESTOR] }, NOT_AN_INVESTOR)
  return { id: holder.id, email: holder.email }
}
