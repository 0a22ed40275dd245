import { notFound } from 'next/navigation'

import { parsePortfolioId } from '@/domain/portfolio/portfolio-columns'
import { PortfolioHoldingPage } from '@/features/portfolio/portfolio-holding-page'

export const metadata = { title: 'Holding' }

/** spec 2.3 /investor/portfolio/{id}: an opportunity (its id) or a company (`company-{id}`) the investor holds. */
export default async function InvestorHoldingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const subject = parsePortfolioId(id)
  if (!subject) notFound()
  return <PortfolioHoldingPage subject={subject} path={`/investor/portfolio/${encodeURIComponent(id)}`} />
}
