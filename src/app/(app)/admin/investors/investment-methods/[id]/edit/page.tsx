import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { methodPath } from '@/domain/investment-methods/investment-methods'
import { methodValues } from '@/features/investment-methods/method-form-data'
import { MethodFormView } from '@/features/investment-methods/method-form-view'
import { METHODS_RESOURCE } from '@/features/investment-methods/method-resources'
import { findResourceRecord } from '@/lib/resource/resource-record'
import type { InvestmentMethod } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit investment method' }

/** spec 2.1 /admin/investors/investment-methods/{id}/edit (investors update). */
export default async function EditInvestmentMethodPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/investment-methods/${encodeURIComponent(id)}/edit`)
  const method = (await findResourceRecord(METHODS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as InvestmentMethod | null
  if (!method) notFound()
  const back = { href: methodPath(method.id), label: method.name }
  return (
    <>
      <PageHeader title="Edit investment method" description={method.name} back={back} />
      <Card.Root>
        <Card.Body>
          <MethodFormView recordId={method.id} defaultValues={methodValues(method)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
