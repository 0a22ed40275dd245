import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { organisationPath } from '@/domain/organisations/organisations'
import { organisationValues } from '@/features/organisations/organisation-form-data'
import { OrganisationFormView } from '@/features/organisations/organisation-form-view'
import { ORGANISATIONS_RESOURCE } from '@/features/organisations/organisation-resources'
import { findResourceRecord } from '@/lib/resource/resource-record'
import type { Organisation } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit organisation' }

/** spec 2.1 /admin/investors/organisations/{id}/edit (investors update). */
export default async function EditOrganisationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/organisations/${encodeURIComponent(id)}/edit`)
  const organisation = (await findResourceRecord(ORGANISATIONS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as Organisation | null
  if (!organisation) notFound()
  const back = { href: organisationPath(organisation.id), label: organisation.name }
  return (
    <>
      <PageHeader title="Edit organisation" description={organisation.name} back={back} />
      <Card.Root>
        <Card.Body>
          <OrganisationFormView recordId={organisation.id} defaultValues={organisationValues(organisation)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
