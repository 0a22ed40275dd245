import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { nomineePath } from '@/domain/nominees/nominees'
import { nomineeValues } from '@/features/nominees/nominee-form-data'
import { NomineeFormView } from '@/features/nominees/nominee-form-view'
import { NOMINEES_RESOURCE } from '@/features/nominees/nominee-resources'
import { findResourceRecord } from '@/lib/resource/resource-record'
import type { Nominee } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Edit nominee' }

/** spec 2.1 /admin/investors/nominees/{id}/edit (investors update, nominee_enabled). */
export default async function EditNomineePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/investors/nominees/${encodeURIComponent(id)}/edit`)
  const nominee = (await findResourceRecord(NOMINEES_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })) as unknown as Nominee | null
  if (!nominee) notFound()
  const back = { href: nomineePath(nominee.id), label: nominee.name }
  return (
    <>
      <PageHeader title="Edit nominee" description={nominee.name} back={back} />
      <Card.Root>
        <Card.Body>
          <NomineeFormView recordId={nominee.id} defaultValues={nomineeValues(nominee)} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
