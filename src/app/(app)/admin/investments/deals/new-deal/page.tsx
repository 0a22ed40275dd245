import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { dealFormOptions, emptyDealValues } from '@/features/deals/deal-form-data'
import { DealFormView } from '@/features/deals/deal-form-view'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New deal' }

export default async function NewDealPage() {
  const ctx = await guardAdminRoute('/admin/investments/deals/new-deal')
  const options = await dealFormOptions(ctx)
  const back = { href: DEALS_RESOURCE.listPath, label: resourceTitle(DEALS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New deal" back={back} />
      <Card.Root>
        <Card.Body>
          <DealFormView defaultValues={emptyDealValues(options)} options={options} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
