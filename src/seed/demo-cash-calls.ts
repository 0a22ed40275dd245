import { createLocalReq, type Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { holderNameForNotice } from '@/collections/investments/money/cash-call-notices'
import { lineRecipients, lockCashCallSubject, lockCashCallLine, proRataSplit, receiveCashCallPayment, recordCashCall, type TCashCallSubject } from '@/collections/investments/money/cash-calls'
import { storeNotification } from '@/collections/people/Notifications/notify'
import type { TCashCallHolderKind } from '@/domain/investments/cash-calls'
import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { inTransaction } from '@/lib/transaction'
import { INVESTOR_ACTIONS_PATH } from '@/navigation/investor-navigation'

// Demo cash calls (issue 10 §7, "Demo data": one open cash call per demo tenant), written through
// the same server functions as POST /api/cash-calls and the mark-received call, in a transaction
// each: a cash call on the first completed opportunity, split pro rata to shares by PostgreSQL, due
// in a month, one holder paid in full, one in part, the rest awaiting payment; and where the funds
// area is on, a distribution from the closed fund pro rata to its investors' commitments. Each
// holder gets their notice (already read, so the demo accounts' bells start at zero). Then a call
// whose lines name every kind of holder (decision 014): on the first live opportunity, which
// investors, an organisation (Ashdown Family Office, paid in full), investment-method accounts (the
// ISA's, half paid) and, on capital and custodian, a nominee hold.

const DAY = 86_400_000

type TIssueOptions = {
  kind: 'call' | 'distribution'
  total: number
  basis: 'shares' | 'committed'
  purpose: string
  /** Parts paid of the first lines, in order. */
  paid?: number[]
  /** Parts paid of the first line of a holder kind. */
  paidByKind?: Partial<Record<TCashCallHolderKind, number>>
}

async function issue(payload: Payload, tenantId: number, createdBy: number, subjectRef: TCashCallSubject, options: TIssueOptions) {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const subject = await lockCashCallSubject(req, subjectRef, tenantId)
    if (!subject) return
    let basis = options.basis
    let lines = await proRataSplit(req, subject, tenantId, options.total, basis)
    // An opportunity without a share price has holders without shares: split by their commitments.
    if (lines.length === 0 && basis === 'shares') lines = await proRataSplit(req, subject, tenantId, options.total, (basis = 'committed'))
    if (lines.length === 0) return
    const dueAt = options.kind === 'call' ? new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10) + 'T00:00:00.000Z' : null
    const issued = await recordCashCall(req, {
      kind: options.kind,
      subject,
      split: basis === 'shares' ? 'pro_rata_shares' : 'pro_rata_commitment',
      total: options.total,
      dueAt,
      purpose: options.purpose,
      lines: lines.map((line) => ({ holderKind: line.holderKind, holder: line.holder, amount: Number(line.amount), basis: line.basis })),
      createdBy,
      tenant: tenantId,
    })
    for (const line of issued.lines) {
      const amount = formatMoney(line.amount, subject.currency)
      // As the endpoint tells them: an organisation's signatories, an account's lead, nobody for a nominee.
      const ref = { kind: line.holderKind, id: line.holder }
      const holderName = await holderNameForNotice(req, ref)
      const message =
        options.kind === 'call'
          ? `**Cash call**: ${amount} for ${subject.title}${holderName ? ` (${holderName}’s holding)` : ''} is due by ${formatDate(dueAt)}. Quote reference ${line.paymentReference} when you pay.`
          : `**Distribution**: ${amount} from ${subject.title} is being paid to ${holderName ?? 'you'} (reference ${line.paymentReference}).`
      for (const userId of await lineRecipients(req, ref, tenantId)) {
        const notice = await storeNotification(req, userId, tenantId, { message, icon: 'money', cta: INVESTOR_ACTIONS_PATH })
        // Seeded notices are read: the demo accounts start with a quiet bell (their messages are in the panel).
        await req.payload.update({ collection: 'notifications', id: notice.id, data: { read_at: new Date().toISOString() }, req, overrideAccess: true, depth: 0 })
      }
    }
    // Payments received on the first lines (in full, then in part), and on the first line of some kinds.
    const payments: Array<[(typeof issued.lines)[number] | undefined, number]> = [
      ...(options.paid ?? []).map((share, index) => [issued.lines[index], share] as [(typeof issued.lines)[number] | undefined, number]),
      ...Object.entries(options.paidByKind ?? {}).map(([kind, share]) => [issued.lines.find((line) => line.holderKind === kind), share] as [(typeof issued.lines)[number] | undefined, number]),
    ]
    for (const [index, [line, share]] of payments.entries()) {
      if (!line) continue
      const locked = await lockCashCallLine(req, line.id, tenantId)
      if (!locked) continue
      await receiveCashCallPayment(req, locked, { amount: Math.max(1, Math.floor(line.amount * share)), receivedAt: new Date(Date.now() - (index + 1) * DAY).toISOString(), createdBy, note: 'Bank transfer', tenant: tenantId })
    }
  })
}

export async function seedDemoCashCalls(payload: Payload, tenant: { id: number }, fundsEnabled: boolean): Promise<void> {
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1 })).docs[0]!
  const completed = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: OPPORTUNITY_STAGE.completed } }] }, sort: 'id', depth: 0, limit: 1 })).docs[0]
  if (completed) {
    await issue(payload, tenant.id, superAdmin.id, { kind: 'opportunity', id: completed.id }, { kind: 'call', total: 25_000_00, basis: 'shares', purpose: 'Follow-on funding for the next growth stage', paid: [1, 0.5] })
  }
  if (!fundsEnabled) return
  const closedFund = (await payload.find({ collection: 'funds', where: { and: [{ tenant: { equals: tenant.id } }, { status: { equals: 0 } }] }, sort: 'id', depth: 0, limit: 1 })).docs[0]
  if (closedFund) await issue(payload, tenant.id, superAdmin.id, { kind: 'fund', id: closedFund.id }, { kind: 'distribution', total: 40_000_00, basis: 'committed', purpose: 'Proceeds of the Bramble Foods exit' })
}

/** The purpose of the demo call whose lines name every kind of holder (tests find it by it). */
export const MIXED_HOLDER_CALL_PURPOSE = 'Bridge funding before completion'

/**
 * A cash call on the tenant's first live opportunity, pro rata over all its holders: the demo
 * investors, Ashdown Family Office (an organisation: paid in full), the ISA's and the SSAS's accounts
 * (investment-method accounts: the first half paid) and, where nominees are on, Northgate Custody
 * Nominees. Seeded last (after the portal's own demo data), so no earlier seeded row moves.
 */
export async function seedDemoMixedHolderCashCall(payload: Payload, tenant: { id: number }): Promise<void> {
  const superAdmin = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, depth: 0, limit: 1 })).docs[0]!
  const live = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenant.id } }, { stage: { equals: OPPORTUNITY_STAGE.liveExternal } }] }, sort: 'id', depth: 0, limit: 1 })).docs[0]
  if (!live) return
  await issue(payload, tenant.id, superAdmin.id, { kind: 'opportunity', id: live.id }, { kind: 'call', total: 12_000_00, basis: 'shares', purpose: MIXED_HOLDER_CALL_PURPOSE, paidByKind: { organisation: 1, method_entity: 0.5 } })
}
