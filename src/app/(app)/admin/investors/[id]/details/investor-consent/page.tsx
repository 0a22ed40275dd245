import { guardAdminRoute } from '@/auth/page-guard'
import { InvestorRecordPage } from '@/features/investors/investor-record-page'

export const metadata = { title: 'Investor' }

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The investor-consent tab: what the investor agreed to and when, and their consents to sign and signed (decision 027). */
export default async function InvestorConsentPage({ params, searchParams }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/details/investor-consent`)
  return <InvestorRecordPage ctx={ctx} id={id} tab="investor-consent" searchParams={await searchParams} />
}
