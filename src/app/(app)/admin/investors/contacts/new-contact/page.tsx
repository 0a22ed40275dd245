import { Card } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { emptyContactValues, ownerOptions } from '@/features/contacts/contact-form-data'
import { ContactFormView } from '@/features/contacts/contact-form-view'
import { CONTACTS_RESOURCE } from '@/features/contacts/contact-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New contact' }

/** spec 2.1 /admin/investors/contacts/new-contact (investors create): a prospect, owned by whoever adds it unless they choose a colleague. */
export default async function NewContactPage() {
  const ctx = await guardAdminRoute(CONTACTS_RESOURCE.create!.href)
  const back = { href: CONTACTS_RESOURCE.listPath, label: resourceTitle(CONTACTS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="New contact" back={back} />
      <Card.Root>
        <Card.Body>
          <ContactFormView defaultValues={emptyContactValues(ctx.user.id)} options={{ owner: await ownerOptions(ctx.payload, ctx.tenant.id) }} cancelHref={back.href} savedTo={can(ctx.user.role_id, 'investors', 'show') ? 'record' : 'list'} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
