import { Card, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { INVESTOR_PATHS } from '@/domain/investors/investors'
import { CsvImportScreen } from '@/features/imports/csv-import-screen'
import { INVESTORS_RESOURCE } from '@/features/investors/investor-resources'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Import investors' }

/** CSV import of investors (issue 11 §12, decision 028; investors create): dry run first, then a background job. */
export default async function ImportInvestorsPage() {
  const ctx = await guardAdminRoute(INVESTOR_PATHS.import)
  const back = { href: INVESTORS_RESOURCE.listPath, label: resourceTitle(INVESTORS_RESOURCE, terminologyOf(ctx.tenant)) }
  return (
    <>
      <PageHeader title="Import investors" back={back} />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted" mb={4}>
            Each row becomes an investor account of this firm (first name, surname, email, lead status). An email the firm already has is reported, never created twice. Imported investors get no email: send
            them a set-password link from their record, or invite them instead.
          </Text>
          <CsvImportScreen kind="investors" noun="investors" listHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
