import { Card } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { emptyOrganisationValues } from '@/features/organisations/organisation-form-data'
import { OrganisationFormView } from '@/features/organisations/organisation-form-view'
import { ORGANISATIONS_RESOURCE } from '@/features/organisations/organisation-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New organisation' }

/** spec 2.1 /admin/investors/organisations/new-organisation (investors create; the create menu's "Create organisation"). */
export default async function NewOrganisationPage() {
  const ctx = await guardAdminRoute(ORGANISATIONS_RESOURCE.create!.href)
  const back = { href: ORGANISATIONS_RESOURCE.listPath, label: resourceTitle(ORGANISATIONS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New organisation" back={back} />
      <Card.Root>
        <Card.Body>
          <OrganisationFormView defaultValues={emptyOrganisationValues()} cancelHref={back.href} savedTo={can(ctx.user.role_id, 'investors', 'show') ? 'record' : 'list'} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
