import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { paDealFormOptions } from '@/features/insider-register/pa-deal-form-data'
import { PaDealFormView } from '@/features/insider-register/pa-deal-form-view'
import { PA_DEALS_RESOURCE } from '@/features/insider-register/register-resources'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Record a PA deal' }

/** spec 2.1 /admin/insider-register/pa-deals/create (compliance create, market_sounding_enabled): a new entry of the PA deals register; a correction names the entry it corrects. */
export default async function CreatePaDealPage() {
  const ctx = await guardAdminRoute(PA_DEALS_RESOURCE.create!.href)
  const back = { href: PA_DEALS_RESOURCE.listPath, label: 'Personal-account deals' }
  const options = await paDealFormOptions(ctx.payload, ctx.user)
  return (
    <>
      <PageHeader title="Record a PA deal" description="Entries are never changed or removed: to correct one, record a new entry that names it." back={back} />
      <Card.Root>
        <Card.Body>
          <PaDealFormView defaultValues={{ staffMember: '', instrument: '', side: '', quantity: '', price: '', currency: 'GBP', dealtOn: '', preClearedBy: '', preClearedAt: '', notes: '', corrects: '' }} options={options} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
