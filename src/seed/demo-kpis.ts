import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { ROLE } from '@/access/roles'
import { kpiLocker } from '@/collections/reports/Kpis/lock-kpi'
import { kpiNameKey } from '@/domain/reports/kpi-formula'
import { lastClosedQuarter, quartersEnding, type TKpiUnit } from '@/domain/reports/kpis'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

// Demo KPIs (issue 12 §1, decision 036) on tenants with funds (their companies report them): three
// KPI categories, seven entered KPIs and two custom ones (burn multiple, revenue per employee), and
// three years of quarterly values for every company: deterministic curves that differ by company.
// Three multi-row statements, so the seed stays fast. Support locks one KPI (DEMO_LOCKED_KPI) through
// the lock call's rule (kpiLocker), so attributes_lock shows on first start (decision 042).

const CATEGORIES = ['Growth', 'Efficiency', 'Profitability'] as const

type TDemoKpi = { name: string; category: (typeof CATEGORIES)[number]; unit: TKpiUnit; higherIsBetter: boolean; formula?: string; description: string }

export const DEMO_KPIS: TDemoKpi[] = [
  { name: 'Revenue', category: 'Growth', unit: 'money', higherIsBetter: true, description: 'Recognised revenue in the quarter.' },
  { name: 'ARR', category: 'Growth', unit: 'money', higherIsBetter: true, description: 'Annual recurring revenue at the quarter end.' },
  { name: 'Net new ARR', category: 'Growth', unit: 'money', higherIsBetter: true, description: 'ARR added in the quarter, net of churn.' },
  { name: 'Customers', category: 'Growth', unit: 'number', higherIsBetter: true, description: 'Paying customers at the quarter end.' },
  { name: 'Net burn', category: 'Efficiency', unit: 'money', higherIsBetter: false, description: 'Cash spent in the quarter, net of receipts.' },
  { name: 'Headcount', category: 'Efficiency', unit: 'number', higherIsBetter: true, description: 'Full-time equivalent staff at the quarter end.' },
  { name: 'Gross margin', category: 'Profitability', unit: 'percentage', higherIsBetter: true, description: 'Gross profit as a share of revenue.' },
  { name: 'Burn multiple', category: 'Efficiency', unit: 'number', higherIsBetter: false, formula: '{Net burn} / {Net new ARR}', description: 'Cash burnt for each pound of net new ARR.' },
  { name: 'Revenue per employee', category: 'Profitability', unit: 'money', higherIsBetter: true, formula: '{Revenue} / {Headcount}', description: 'Quarterly revenue per member of staff.' },
]

/** The KPI the demo shows locked: Revenue, which the formula of Revenue per employee reads. */
export const DEMO_LOCKED_KPI = 'Revenue'

/** A company's figures in quarter `q` (0 = three years ago): a growth curve scaled by the company, with a wobble. */
function figures(company: number, q: number): Record<string, number> {
  const scale = 1 + (company % 7) * 0.6
  const growth = 1 + 0.04 + (company % 5) * 0.015
  const wobble = 1 + Math.sin(company * 1.7 + q) * 0.05
  const arr = Math.round(40_000_000 * scale * growth ** q * wobble)
  const previousArr = Math.round(40_000_000 * scale * growth ** Math.max(0, q - 1) * (1 + Math.sin(company * 1.7 + q - 1) * 0.05))
  const headcount = Math.round(12 * scale + q * (1 + (company % 3)))
  return {
    revenue: Math.round(arr / 4),
    arr,
    'net new arr': q === 0 ? Math.round(arr * 0.05) : Math.max(arr - previousArr, Math.round(arr * 0.01)),
    customers: Math.round(40 * scale + q * (3 + (company % 4))),
    'net burn': Math.round(18_000_000 * scale * (1 - q * 0.03) * wobble),
    headcount,
    'gross margin': Math.round((55 + (company % 6) * 4 + q * 0.5) * 10) / 10,
  }
}

export async function seedDemoKpis(payload: Payload, tenant: Tenant, now = new Date()): Promise<void> {
  if (!featuresOf(tenant).funds_enabled) return
  const pool = payload.db.pool
  const { rows: categories } = await pool.query<{ id: number; name: string }>(
    `INSERT INTO attribute_options (kind, name, position, tenant_id, created_at, updated_at)
     SELECT 'kpi-category', name, position, $1::int, now(), now() FROM unnest($2::text[]) WITH ORDINALITY AS c(name, position)
     RETURNING id, name`,
    [tenant.id, [...CATEGORIES]],
  )
  const categoryId = new Map(categories.map((row) => [row.name, row.id]))
  const { rows: kpis } = await pool.query<{ id: number; name: string }>(
    `INSERT INTO kpis (name, name_key, category_id, unit, higher_is_better, formula, description, position, tenant_id, created_at, updated_at)
     SELECT name, name_key, category, unit::enum_kpis_unit, higher, formula, description, position, $1::int, now(), now()
       FROM unnest($2::text[], $3::text[], $4::int[], $5::text[], $6::boolean[], $7::text[], $8::text[]) WITH ORDINALITY AS k(name, name_key, category, unit, higher, formula, description, position)
     RETURNING id, name`,
    [
      tenant.id,
      DEMO_KPIS.map((kpi) => kpi.name),
      DEMO_KPIS.map((kpi) => kpiNameKey(kpi.name)),
      DEMO_KPIS.map((kpi) => categoryId.get(kpi.category)!),
      DEMO_KPIS.map((kpi) => kpi.unit),
      DEMO_KPIS.map((kpi) => kpi.higherIsBetter),
      DEMO_KPIS.map((kpi) => kpi.formula ?? null),
      DEMO_KPIS.map((kpi) => kpi.description),
    ],
  )
  const kpiId = new Map(kpis.map((row) => [kpiNameKey(row.name), row.id]))
  const support = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.support } }] }, depth: 0, limit: 1, sort: 'id' })).docs[0]!
  const lock = await kpiLocker(payload, { ...support, collection: 'users' } as TTenantUser)
  await lock(kpiId.get(kpiNameKey(DEMO_LOCKED_KPI))!, true)
  const { rows: companies } = await pool.query<{ id: number; currency: string }>('SELECT id, currency FROM companies WHERE tenant_id = $1 ORDER BY id', [tenant.id])
  const quarters = quartersEnding(lastClosedQuarter(now), 12)
  const values: { company: number; kpi: number; period: string; value: number; currency: string }[] = []
  for (const [position, company] of companies.entries()) {
    quarters.forEach((period, q) => {
      for (const [key, value] of Object.entries(figures(position + 1, q))) values.push({ company: company.id, kpi: kpiId.get(key)!, period, value, currency: company.currency })
    })
  }
  if (values.length === 0) return
  await pool.query(
    `INSERT INTO kpi_values (company_id, kpi_id, period, value, currency, tenant_id, created_at, updated_at)
     SELECT company, kpi, period, value, currency, $1, now(), now() FROM unnest($2::int[], $3::int[], $4::text[], $5::numeric[], $6::text[]) AS v(company, kpi, period, value, currency)`,
    [tenant.id, values.map((row) => row.company), values.map((row) => row.kpi), values.map((row) => row.period), values.map((row) => row.value), values.map((row) => row.currency)],
  )
}
