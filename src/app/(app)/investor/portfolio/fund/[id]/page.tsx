import { notFound } from 'next/navigation'

import { PortfolioHoldingPage } from '@/features/portfolio/portfolio-holding-page'

export const metadata = { title: 'Fund holding' }

/** spec 2.3 /investor/portfolio/fund/{id}: a fund the investor has committed to. */
export default async function InvestorFundHoldingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound()
  return <PortfolioHoldingPage subject={{ kind: 'fund', id: Number(id) }} path={`/investor/portfolio/fund/${id}`} />
}
