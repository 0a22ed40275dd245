import { Card } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { emptyNomineeValues } from '@/features/nominees/nominee-form-data'
import { NomineeFormView } from '@/features/nominees/nominee-form-view'
import { NOMINEES_RESOURCE } from '@/features/nominees/nominee-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New nominee' }

/** spec 2.1 /admin/investors/nominees/new-nominee (investors create, nominee_enabled; the create menu's "Create nominee"). */
export default async function NewNomineePage() {
  const ctx = await guardAdminRoute(NOMINEES_RESOURCE.create!.href)
  const back = { href: NOMINEES_RESOURCE.listPath, label: resourceTitle(NOMINEES_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New nominee" back={back} />
      <Card.Root>
        <Card.Body>
          <NomineeFormView defaultValues={emptyNomineeValues()} cancelHref={back.href} savedTo={can(ctx.user.role_id, 'investors', 'show') ? 'record' : 'list'} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
