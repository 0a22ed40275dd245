import type { PayloadRequest } from 'payload'

import { tenantIdOf, type TTenantUser } from '@/access/current-user'
import { mayOnCompanyPreEmption, mayOnPreEmption, PRE_EMPTION_STAGES } from '@/access/pre-emption-access'
import { recordAsUser } from '@/access/record-access'
import { requireTenantUser } from '@/access/require-user'
import { deadlineOpen, ZOpenRoundInput } from '@/domain/investments/pre-emption'
import { isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { AppError, defineEndpoint, invalid, type TFieldErrors } from '@/lib/app-error'
import { parseBody } from '@/lib/http'
import { formatMoney } from '@/lib/money'

import { idempotentMoneyWrite } from '../../IdempotencyKeys/idempotency'
import { readableOpportunity } from '../../Investments/endpoints/shared'
import { fundsEnabledFor } from '../../money/money-access'
import { notifyRoundOpened, openRound, type TOpenedRound } from '../../pre-emption/rounds'

const shareCount = (count: bigint) => `${count.toLocaleString('en-GB')} ${count === 1n ? 'share' : 'shares'}`

/**
 * The amount offered as whole shares at the price, or the field errors saying why not (an offer is
 * whole shares: entitlements and responses are counted in them).
 */
function sharesOfOffer(amountOffered: number, sharePrice: number, currency: string): { shares: bigint } | { errors: TFieldErrors } {
  const amount = BigInt(amountOffered)
  const price = BigInt(sharePrice)
  const shares = amount / price
  const money = (minor: bigint) => formatMoney(Number(minor), currency)
  if (shares === 0n) return { errors: { amountOffered: [`${money(amount)} buys no whole share at ${money(price)} a share: offer at least ${money(price)}.`] } }
  if (amount % price !== 0n) {
    return {
      errors: {
        amountOffered: [`${money(amount)} is not a whole number of shares at ${money(price)} a share: offer ${money(shares * price)} (${shareCount(shares)}) or ${money((shares + 1n) * price)} (${shareCount(shares + 1n)}).`],
      },
    }
  }
  return { shares }
}

/**
 * The subject of the body as this staff user sees it, with its currency: an existing opportunity
 * (stage 5-6) whose rounds they may open, or a company of the tenant (funds area on) whose rounds
 * they may open (funds_opportunity update). Not found when they may not see it; 403 when they see it
 * but may not open a round; 422 for an opportunity at another stage.
 */
async function subjectForOpen(req: PayloadRequest, user: TTenantUser, input: { opportunity?: number; company?: number }): Promise<{ currency: string }> {
  if (input.company !== undefined) {
    const company = (await fundsEnabledFor(req.payload, user)) && mayOnCompanyPreEmption(user.role_id, 'view') ? await recordAsUser(req.payload, user, { collection: 'companies', id: input.company }, 'read') : null
    if (!company) throw new AppError('not_found')
    if (!mayOnCompanyPreEmption(user.role_id, 'open')) throw new AppError('forbidden', 'Your role may not open pre-emption rounds on this company.')
    return { currency: String((company as { currency?: unknown }).currency ?? 'GBP') }
  }
  const opportunity = await readableOpportunity(req, user, input.opportunity!)
  if (!opportunity || !isOpportunityStage(opportunity.stage)) throw new AppError('not_found')
  if (!(PRE_EMPTION_STAGES as number[]).includes(opportunity.stage)) {
    const message = `Pre-emption rounds are opened on completed or matured opportunities; “${opportunity.title}” is ${STAGE_LABEL[opportunity.stage]}.`
    throw invalid({ opportunity: [message] }, message)
  }
  if (!mayOnPreEmption(user.role_id, opportunity.stage, 'open')) {
    if (!mayOnPreEmption(user.role_id, opportunity.stage, 'view')) throw new AppError('not_found')
    throw new AppError('forbidden', 'Your role may not open pre-emption rounds on this opportunity.')
  }
  return { currency: opportunity.currency }
}

/**
 * POST /api/pre-emption-rounds { opportunity | company, deadline, sharePrice, amountOffered, note? }
 * (issue 10 §8, docs/decisions/015): staff open a pre-emption round on an existing opportunity
 * (stage 5-6; update on investment_opportunity_existing) or on a company (funds_opportunity update,
 * behind funds_enabled; its holders are its funds, the firm and any investors holding it)
 * (src/access/pre-emption-access.ts). An opportunity's holders are all who hold its shares on the
 * ledger: investors, organisations, investment-method accounts and nominees. The amount
 * offered must be whole shares at the price; the deadline today or later; one open round per
 * opportunity (409); an opportunity nobody holds shares in has no round (409). Every holder gets a
 * response awaiting (code 5) with their holding and pro-rata entitlement; once the round is
 * committed the people who act for each holder are told (the investor, an organisation's directors
 * and signatories, an account's lead; nobody for a nominee, a fund or the firm). Idempotency-Key honoured (a retry notifies nobody twice).
 * 201 { round, holders }.
 */
export const openRoundEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const input = await parseBody(req, ZOpenRoundInput)
    const tenantId = tenantIdOf(user.tenant)!
    const subject = await subjectForOpen(req, user, input)
    const errors: TFieldErrors = {}
    if (!deadlineOpen(input.deadline)) errors.deadline = ['The deadline has passed: choose today or a later day']
    const offer = sharesOfOffer(input.amountOffered, input.sharePrice, subject.currency)
    if ('errors' in offer) Object.assign(errors, offer.errors)
    const firstError = Object.values(errors)[0]?.[0]
    if (firstError || !('shares' in offer)) throw invalid(errors, firstError)
    const after: { opened?: TOpenedRound } = {}
    const response = await idempotentMoneyWrite(req, user, 'pre-emption-open', input, async () => {
      const opened = await openRound(req, user, tenantId, { ...input, sharesOffered: offer.shares })
      after.opened = opened
      return { status: 201, body: { round: opened.round, holders: opened.holders.length } }
    })
    // Committed: now the holders hear of it (a replayed answer wrote nothing and tells nobody).
    if (after.opened) await notifyRoundOpened(req.payload, after.opened)
    return response
  },
})
