import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { emptyCompanyValues } from '@/features/funds/fund-form-data'
import { CompanyFormView } from '@/features/funds/company-form-view'
import { COMPANIES_RESOURCE } from '@/features/funds/company-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New company' }

export default async function NewCompanyPage() {
  const ctx = await guardAdminRoute('/admin/investments/companies/new-company')
  const back = { href: COMPANIES_RESOURCE.listPath, label: resourceTitle(COMPANIES_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New company" back={back} />
      <Card.Root>
        <Card.Body>
          <CompanyFormView defaultValues={emptyCompanyValues()} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
