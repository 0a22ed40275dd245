import { createLocalReq, type Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { lockCashCallSubject, lockCashCallLine, proRataSplit, receiveCashCallPayment, recordCashCall, type TCashCallSubject } from '@/collections/investments/money/cash-calls'
import { storeNotification } from '@/collections/people/Notifications/notify'
import { OPPORTUNITY_STAGE } from '@/domain/investments/stages'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { inTransaction } from '@/lib/transaction'

// Demo cash calls (issue 10 §7, "Demo data": one open cash call per demo tenant), written through
// the same server functions as POST /api/cash-calls and the mark-received call, in a transaction
// each: a cash call on the first completed opportunity, split pro rata to shares by PostgreSQL, due
// in a month, one holder paid in full, one in part, the rest awaiting payment; and where the funds
// area is on, a distribution from the closed fund pro rata to its investors' commitments. Each
// holder gets their notice (already read, so the demo accounts' bells start at zero).

const DAY = 86_400_000

async function issue(payload: Payload, tenantId: number, createdBy: number, subjectRef: TCashCallSubject, options: { kind: 'call' | 'distribution'; total: number; basis: 'shares' | 'committed'; purpose: string; paid?: number[] }) {
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
      lines: lines.map((line) => ({ holder: line.holder, amount: Number(line.amount), basis: line.basis })),
      createdBy,
      tenant: tenantId,
    })
    for (const line of issued.lines) {
      const amount = formatMoney(line.amount, subject.currency)
      const message = options.kind === 'call' ? `**Cash call**: ${amount} for ${subject.title} is due by ${formatDate(dueAt)}. Quote reference ${line.paymentReference} when you pay.` : `**Distribution**: ${amount} from ${subject.title} is being paid to you (reference ${line.paymentReference}).`
      const notice = await storeNotification(req, line.holder, tenantId, { message, icon: 'money', cta: '/investor' })
      // Seeded notices are read: the demo accounts start with a quiet bell (their messages are in the panel).
      await req.payload.update({ collection: 'notifications', id: notice.id, data: { read_at: new Date().toISOString() }, req, overrideAccess: true, depth: 0 })
    }
    // Payments received on the first lines: in full, then in part.
    for (const [index, share] of (options.paid ?? []).entries()) {
      const line = issued.lines[index]
      if (!line) break
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
