import { z } from 'zod'

import { INTEREST_OPTIONS } from '@/domain/investments/portal-investing'
import { zId } from '@/domain/investments/money-model'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

import { readableOpportunity } from '../Investments/endpoints/shared'
import { requirePortalInvestor } from '../money/portal-investor'

const ZSetInterest = z.object({
  opportunity: zId('Choose an opportunity'),
  option: z.enum(INTEREST_OPTIONS, 'Choose interested with finance, interested without finance or not interested'),
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string('Enter text').trim().max(500, 'Use at most 500 characters').optional()),
})

/**
 * POST /api/opportunity-interests { opportunity, option, note? } (spec 3 interest options, decision 031):
 * the investor says whether they are interested in an opportunity the portal shows them; a second
 * choice replaces the first (one row per investor and opportunity, by the unique index). 200 { interest }.
 */
export const setInterestEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const { user, tenantId } = await requirePortalInvestor(req, 'Investors say whether they are interested, in the portal.')
    const input = await parseBody(req, ZSetInterest)
    if (!(await readableOpportunity(req, user, input.opportunity))) throw new AppError('not_found', 'This opportunity is not open to you.')
    const { rows } = await req.payload.db.pool.query<{ id: number; option: string; note: string | null; updated_at: Date }>(
      `INSERT INTO opportunity_interests (opportunity_id, investor_id, option, note, tenant_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (opportunity_id, investor_id) DO UPDATE SET option = EXCLUDED.option, note = EXCLUDED.note, updated_at = now()
       RETURNING id, option::text AS option, note, updated_at`,
      [input.opportunity, user.id, input.option, input.note ?? null, tenantId],
    )
    const row = rows[0]!
    return json({ interest: { id: row.id, opportunity: input.opportunity, option: row.option, note: row.note, updatedAt: row.updated_at.toISOString() } })
  },
})
