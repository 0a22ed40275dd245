import { notFound } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { InvestorKpis } from '@/features/reports/investor-kpis'
import { heldCompany } from '@/features/reports/server/kpi-holdings'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'

export const metadata = { title: 'KPIs' }

type TProps = { params: Promise<{ id: string; suffix?: string[] }> }

/**
 * spec 2.3 /investor/portfolio/{id}/reports/kpis[/{kpiId}] (issue 13 §4, decision 036): the KPIs of
 * the company {id} the investor holds (directly or through a fund), over three years; the suffix
 * narrows it to one KPI. Behind the portal gate; a 404 for anyone who does not hold the company.
 */
export default async function InvestorKpisPage({ params }: TProps) {
  const { id, suffix = [] } = await params
  const path = `/investor/portfolio/${encodeURIComponent(id)}/reports/kpis${suffix.map((part) => `/${encodeURIComponent(part)}`).join('')}`
  const ctx = await guardPage(path, ['investor_portal', 'show'])
  const title = term(terminologyOf(ctx.tenant), 'kpis')
  const step = accountStep(ctx.user, ctx.tenant)
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminologyOf(ctx.tenant)} />
  if (!featuresOf(ctx.tenant).funds_enabled || !/^\d{1,9}$/.test(id) || suffix.length > 1 || (suffix[0] !== undefined && !/^\d{1,9}$/.test(suffix[0]))) notFound()
  const company = await heldCompany(ctx.payload, ctx.tenant.id, ctx.user.id, Number(id))
  if (!company) notFound()
  return <InvestorKpis ctx={ctx} company={company} title={title} kpiId={suffix[0] === undefined ? null : Number(suffix[0])} />
}
