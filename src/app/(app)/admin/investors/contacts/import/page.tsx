import { Card, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { CONTACT_PATHS } from '@/domain/contacts/contacts'
import { CONTACTS_RESOURCE } from '@/features/contacts/contact-resources'
import { CsvImportScreen } from '@/features/imports/csv-import-screen'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Import contacts' }

/** CSV import of contacts (issue 11 §12, decision 028; investors create): dry run first, then a background job. */
export default async function ImportContactsPage() {
  const ctx = await guardAdminRoute(CONTACT_PATHS.import)
  const back = { href: CONTACTS_RESOURCE.listPath, label: resourceTitle(CONTACTS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="Import contacts" back={back} />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted" mb={4}>
            Each row becomes a contact of this firm, owned by you (first name, surname, email, phone, company, lead status, source). An email that is already a contact or an investor of this firm is reported,
            never created twice.
          </Text>
          <CsvImportScreen kind="contacts" noun="contacts" listHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
