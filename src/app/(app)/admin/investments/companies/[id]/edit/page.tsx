import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { companyValues } from '@/features/funds/fund-form-data'
import { CompanyFormView } from '@/features/funds/company-form-view'
import { COMPANIES_RESOURCE } from '@/features/funds/company-resources'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import type { Company } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit company' }

export default async function EditCompanyPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investments/companies/${encodeURIComponent(id)}/edit`)
  const company = (await findResourceRecord(COMPANIES_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as Company | null
  if (!company) notFound()
  const back = { href: recordPath(COMPANIES_RESOURCE.detail!.path, company.id), label: company.name }
  return (
    <>
      <PageHeader title="Edit company" description={company.name} back={back} />
      <Card.Root>
        <Card.Body>
          <CompanyFormView recordId={company.id} defaultValues={await companyValues(ctx, company)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
