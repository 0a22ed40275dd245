import { Card, Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { ownerOptions } from '@/features/contacts/contact-form-data'
import { emptyInvestorValues } from '@/features/investors/investor-form-data'
import { InvestorFormView } from '@/features/investors/investor-form-view'
import { INVESTORS_RESOURCE } from '@/features/investors/investor-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New investor' }

/**
 * spec 2.1 /admin/investors/new-investor (issue 11 §1): the account is created by the users
 * collection (role User of this tenant) and its owner is emailed a link to set their password.
 */
export default async function NewInvestorPage() {
  const ctx = await guardAdminRoute(INVESTORS_RESOURCE.create!.href)
  const back = { href: INVESTORS_RESOURCE.listPath, label: resourceTitle(INVESTORS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New investor" back={back} />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted" mb={4}>
            We email the investor a link to choose their password. It works once and expires in 7 days.
          </Text>
          <InvestorFormView defaultValues={emptyInvestorValues()} options={{ owner: await ownerOptions(ctx.payload, ctx.tenant.id) }} cancelHref={back.href} savedTo={can(ctx.user.role_id, 'investors', 'show') ? 'record' : 'list'} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
