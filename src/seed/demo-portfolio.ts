import type { Payload } from 'payload'

import { newPaymentReference } from '@/collections/investments/money/ledger'

// The main demo investor's portfolio on every screen (issue 13 §4, decision 032): investor@<tenant>.test
// already holds opportunities (seedDemoInvestments), an organisation's and a method account's
// investments (demo-holder-investments) and, where funds are on, fund commitments (seedDemoFunds,
// when the rotation gives them one). What is added here, only when missing: a commitment to the
// tenant's active fund, and a direct stake in one of its companies at the company's share price of the
// day, paid — so /investor/portfolio, a company holding and a fund holding show real figures.

const DAY = 86_400_000

export async function seedDemoPortfolio(payload: Payload, tenant: { id: number; code: string }, fundsEnabled: boolean): Promise<void> {
  if (!fundsEnabled) return
  const investor = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `investor@${tenant.code}.test` } }] }, limit: 1, depth: 0 })).docs[0]
  if (!investor) return
  const createdBy = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: `superadmin@${tenant.code}.test` } }] }, limit: 1, depth: 0 })).docs[0]?.id ?? null
  const held = async (column: 'fund_id' | 'company_id') =>
    (await payload.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_entries WHERE tenant_id = $1 AND holder_kind = 'investor' AND holder_id = $2 AND ${column} IS NOT NULL`, [tenant.id, investor.id])).rows[0]!.n > 0

  const book = async (subject: { subjectKind: 'fund'; fund: number } | { subjectKind: 'company'; company: number }, row: { amount: number; shares: number; currency: string; paid: number; at: string }) => {
    const common = { ...subject, holderKind: 'investor' as const, holder: investor.id, currency: row.currency, createdBy, tenant: tenant.id }
    const investment = await payload.create({
      collection: 'investments',
      data: { ...common, amount: row.amount, shares: row.shares, status: row.paid >= row.amount ? 'paid' : 'awaiting_payment', type: 'manual', paymentReference: newPaymentReference(), note: 'Demo portfolio', createdAt: row.at },
      depth: 0,
    })
    await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'investment', amount: row.amount, sharesDelta: row.shares, occurredAt: row.at, note: 'Demo portfolio' }, depth: 0 })
    if (row.paid > 0) await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'payment_received', amount: row.paid, sharesDelta: 0, occurredAt: new Date(new Date(row.at).getTime() + 7 * DAY).toISOString(), note: 'Bank transfer' }, depth: 0 })
  }

  const at = new Date(Date.now() - 200 * DAY).toISOString()
  if (!(await held('fund_id'))) {
    const fund = (await payload.find({ collection: 'funds', where: { and: [{ tenant: { equals: tenant.id } }, { status: { equals: 1 } }] }, sort: 'id', limit: 1, depth: 0 })).docs[0]
    if (fund) await book({ subjectKind: 'fund', fund: fund.id }, { amount: 150_000_00, shares: 0, currency: fund.currency, paid: 150_000_00, at })
  }
  if (!(await held('company_id'))) {
    const { rows } = await payload.db.pool.query<{ company_id: number; currency: string; price: string }>(
      `SELECT DISTINCT ON (c.id) c.id AS company_id, c.currency, s.price::text AS price FROM companies c JOIN share_prices s ON s.company_id = c.id AND s.date <= $2
        WHERE c.tenant_id = $1 AND c.status = 'active' ORDER BY c.id, s.date DESC LIMIT 1`,
      [tenant.id, at],
    )
    const company = rows[0]
    if (company && Number(company.price) > 0) {
      const shares = Math.floor(25_000_00 / Number(company.price))
      await book({ subjectKind: 'company', company: company.company_id }, { amount: shares * Number(company.price), shares, currency: company.currency, paid: shares * Number(company.price), at })
    }
  }
}
