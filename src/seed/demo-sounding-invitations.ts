import type { Payload } from 'payload'

import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

// Demo invitations to market soundings (decision 040) where market_sounding_enabled (angel,
// custodian): every investor the demo insider register has accepting a sounding was invited to it,
// a day before their first acceptance, by the tenant's first Super Admin. (investor@'s open
// invitation, with its notice, is made by the portal-investing seed through inviteToSounding.)

export async function seedDemoSoundingInvitations(payload: Payload, tenant: Tenant): Promise<void> {
  if (!featuresOf(tenant).market_sounding_enabled) return
  await payload.db.pool.query(
    `INSERT INTO market_sounding_invitations (opportunity_id, investor_id, invited_by, tenant_id, created_at, updated_at)
     SELECT a.opportunity, a.investor, (SELECT id FROM users WHERE tenant_id = $1 AND role_id = 1 ORDER BY id LIMIT 1), $1, MIN(a.accepted_at) - interval '1 day', MIN(a.accepted_at) - interval '1 day'
       FROM market_sounding_acceptances a
       JOIN investment_opportunities o ON o.id = a.opportunity AND o.tenant_id = a.tenant_id
       JOIN users u ON u.id = a.investor AND u.tenant_id = a.tenant_id
      WHERE a.tenant_id = $1
      GROUP BY a.opportunity, a.investor
     ON CONFLICT (opportunity_id, investor_id) DO NOTHING`,
    [tenant.id],
  )
}
