import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { fundValues } from '@/features/funds/fund-form-data'
import { FundFormView } from '@/features/funds/fund-form-view'
import { FUNDS_RESOURCE } from '@/features/funds/fund-resources'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import type { Fund } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit fund' }

export default async function EditFundPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/funds/${encodeURIComponent(id)}/edit`)
  const fund = (await findResourceRecord(FUNDS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as Fund | null
  if (!fund) notFound()
  const back = { href: recordPath(FUNDS_RESOURCE.detail!.path, fund.id), label: fund.name }
  return (
    <>
      <PageHeader title="Edit fund" description={fund.name} back={back} />
      <Card.Root>
        <Card.Body>
          <FundFormView recordId={fund.id} defaultValues={fundValues(fund)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
