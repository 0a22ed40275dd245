import { guardPage } from '@/auth/page-guard'
import { OverviewScreen } from '@/features/investments/overview-screen'

export const metadata = { title: 'Overview' }

export default async function AdminOverviewPage() {
  const ctx = await guardPage('/admin', ['overview', 'index'])
  return <OverviewScreen ctx={ctx} />
}
