import { Card, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { EMPTY_PA_DEAL, paDealCorrectionValues, paDealFormOptions } from '@/features/insider-register/pa-deal-form-data'
import { PaDealFormView } from '@/features/insider-register/pa-deal-form-view'
import { PA_DEALS_RESOURCE } from '@/features/insider-register/register-resources'
import { KpiChoiceForm } from '@/features/reports/kpi-choice-form'
import { rowIdOf } from '@/lib/http'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Record a PA deal' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * spec 2.1 /admin/insider-register/pa-deals/create (compliance create, market_sounding_enabled): a new
 * entry of the PA deals register. A correction names the entry it corrects: `?corrects={id}` (the
 * list's entry numbers link here) fills the form in from that entry (decision 042).
 */
export default async function CreatePaDealPage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(PA_DEALS_RESOURCE.create!.href)
  const back = { href: PA_DEALS_RESOURCE.listPath, label: 'Personal-account deals' }
  const params = await searchParams
  const corrects = rowIdOf(typeof params.corrects === 'string' ? params.corrects : undefined)
  const [options, correction] = await Promise.all([paDealFormOptions(ctx.payload, ctx.user), corrects === null ? null : paDealCorrectionValues(ctx.payload, ctx.user, corrects)])
  const title = correction ? `Correct entry #${correction.corrects}` : 'Record a PA deal'
  return (
    <>
      <PageHeader title={title} description="Entries are never changed or removed: to correct one, record a new entry that names it. Both stay in the register." back={back} />
      <KpiChoiceForm
        action={PA_DEALS_RESOURCE.create!.href}
        label="Correct an earlier entry"
        submitLabel="Fill in from this entry"
        choices={[{ name: 'corrects', label: 'Correcting an earlier entry?', value: correction?.corrects ?? '', options: [{ value: '', label: 'No: a new deal' }, ...(options.corrects ?? [])] }]}
      />
      {corrects !== null && !correction && (
        <Text color="fg.error" mb={4}>
          That entry is not in this register.
        </Text>
      )}
      <Card.Root>
        <Card.Body>
          <PaDealFormView key={correction?.corrects ?? 'new'} defaultValues={correction ?? EMPTY_PA_DEAL} options={options} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
