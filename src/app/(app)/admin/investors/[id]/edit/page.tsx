import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { ownerOptions } from '@/features/contacts/contact-form-data'
import { investorName } from '@/domain/investors/investors'
import { investorValues } from '@/features/investors/investor-form-data'
import { InvestorFormView } from '@/features/investors/investor-form-view'
import { INVESTORS_RESOURCE } from '@/features/investors/investor-resources'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import type { User } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit investor' }

/** spec 2.1 /admin/investors/{id}/edit: the account's name and email (investors update; the collection's field access decides per field). */
export default async function EditInvestorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/${encodeURIComponent(id)}/edit`)
  const investor = (await findResourceRecord(INVESTORS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as User | null
  if (!investor) notFound()
  const back = { href: recordPath(INVESTORS_RESOURCE.detail!.path, investor.id), label: investorName(investor) || investor.email }
  return (
    <>
      <PageHeader title="Edit investor" description={back.label} back={back} />
      <Card.Root>
        <Card.Body>
          <InvestorFormView recordId={investor.id} defaultValues={investorValues(investor)} options={{ owner: await ownerOptions(ctx.payload, ctx.tenant.id) }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
