import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { dealFormOptions, dealValues } from '@/features/deals/deal-form-data'
import { DealFormView } from '@/features/deals/deal-form-view'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import type { Deal } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit deal' }

export default async function EditDealPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investments/deals/${encodeURIComponent(id)}/edit`)
  const deal = (await findResourceRecord(DEALS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as Deal | null
  if (!deal) notFound()
  const back = { href: recordPath(`${DEALS_RESOURCE.detail!.path}/key-information`, deal.id), label: deal.name }
  return (
    <>
      <PageHeader title="Edit deal" description={deal.name} back={back} />
      <Card.Root>
        <Card.Body>
          <DealFormView recordId={deal.id} defaultValues={dealValues(deal)} options={await dealFormOptions(ctx)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
