import { Card } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { emptyMethodValues } from '@/features/investment-methods/method-form-data'
import { MethodFormView } from '@/features/investment-methods/method-form-view'
import { METHODS_RESOURCE } from '@/features/investment-methods/method-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New investment method' }

/** spec 2.1 /admin/investors/investment-methods/new-method (investors create; the create menu's "Create method"). */
export default async function NewInvestmentMethodPage() {
  const ctx = await guardAdminRoute(METHODS_RESOURCE.create!.href)
  const back = { href: METHODS_RESOURCE.listPath, label: resourceTitle(METHODS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New investment method" back={back} />
      <Card.Root>
        <Card.Body>
          <MethodFormView defaultValues={emptyMethodValues()} cancelHref={back.href} savedTo={can(ctx.user.role_id, 'investors', 'show') ? 'record' : 'list'} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
