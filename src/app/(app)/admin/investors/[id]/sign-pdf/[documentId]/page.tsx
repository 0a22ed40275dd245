import { guardAdminRoute } from '@/auth/page-guard'
import { SignPdfPage } from '@/features/investors/sign-pdf-page'

export const metadata = { title: 'Sign document' }

type TProps = { params: Promise<{ id: string; documentId: string }> }

/** spec 2.1 /admin/investors/{id}/sign-pdf/{documentId}: the investor signs one of their documents (decision 027). */
export default async function InvestorSignPdfPage({ params }: TProps) {
  const { id, documentId } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/sign-pdf/${encodeURIComponent(documentId)}`)
  return <SignPdfPage ctx={ctx} investorId={id} documentId={documentId} />
}
