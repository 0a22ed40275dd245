import { Readable } from 'node:stream'

import { redirect } from 'next/navigation'

import { isPortalUser } from '@/access/document-access'
import { getRequestContext } from '@/auth/request-context'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { attachmentDisposition } from '@/domain/records/documents/document-types'
import { openOwnPdf } from '@/features/portal/server/own-documents'
import { rowIdOf } from '@/lib/http'

// spec 2.3 /investor/pdf/{x} (issue 13 §8, decision 037): the investor's OWN PDFs only — documents of
// their record shared with them, their signed copies, identity PDFs they uploaded — and `statement`,
// their portfolio statement. Anything else, another investor's or another tenant's id included, is the
// same 404 as an id that does not exist (never a 403 that confirms it). Never cached by shared caches.

const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })

export async function GET(_request: Request, { params }: { params: Promise<{ x: string }> }) {
  const { x } = await params
  const { payload, tenant, user } = await getRequestContext()
  if (!user) redirect(`/login?target=${encodeURIComponent(`/investor/pdf/${x}`)}`)
  if (!tenant || !isPortalUser(user) || accountStep(user, tenant)) return NOT_FOUND()
  // The statement of this year to today (decision 032's PDF), made for the investor on request.
  if (x === 'statement') redirect('/api/portfolio/export?format=pdf')
  const id = rowIdOf(x)
  const opened = id === null ? null : await openOwnPdf(payload, user, id)
  if (!opened) return NOT_FOUND()
  return new Response(Readable.toWeb(opened.body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(opened.doc.size),
      'Content-Disposition': attachmentDisposition(opened.doc.filename),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  })
}
