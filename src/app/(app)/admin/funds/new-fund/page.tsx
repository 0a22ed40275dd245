import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { emptyFundValues } from '@/features/funds/fund-form-data'
import { FundFormView } from '@/features/funds/fund-form-view'
import { FUNDS_RESOURCE } from '@/features/funds/fund-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New fund' }

export default async function NewFundPage() {
  const ctx = await guardAdminRoute('/admin/funds/new-fund')
  const back = { href: FUNDS_RESOURCE.listPath, label: resourceTitle(FUNDS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New fund" back={back} />
      <Card.Root>
        <Card.Body>
          <FundFormView defaultValues={emptyFundValues()} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
