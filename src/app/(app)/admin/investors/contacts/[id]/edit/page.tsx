import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { personName } from '@/domain/contacts/contacts'
import { contactValues, ownerOptions } from '@/features/contacts/contact-form-data'
import { ContactFormView } from '@/features/contacts/contact-form-view'
import { CONTACTS_RESOURCE } from '@/features/contacts/contact-resources'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import type { Contact } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit contact' }

/** spec 2.1 /admin/investors/contacts/{id}/edit (investors update). */
export default async function EditContactPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/contacts/${encodeURIComponent(id)}/edit`)
  const contact = (await findResourceRecord(CONTACTS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as Contact | null
  if (!contact) notFound()
  const back = { href: recordPath(`${CONTACTS_RESOURCE.detail!.path}/details`, contact.id), label: personName(contact) || contact.email }
  return (
    <>
      <PageHeader title="Edit contact" description={back.label} back={back} />
      <Card.Root>
        <Card.Body>
          <ContactFormView recordId={contact.id} defaultValues={contactValues(contact)} options={{ owner: await ownerOptions(ctx.payload, ctx.tenant.id) }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
