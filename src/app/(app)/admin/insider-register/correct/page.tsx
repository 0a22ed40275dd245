import { Card, DataList, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { INSIDER_REGISTER_PATHS } from '@/domain/compliance/insider-register'
import { registerTime } from '@/features/insider-register/register-resources'
import { KpiChoiceForm } from '@/features/reports/kpi-choice-form'
import { BrandingForm } from '@/features/settings/branding-form'
import { rowIdOf } from '@/lib/http'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Correct an acceptance' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The latest entries offered to correct (the register's search finds older ones: their "Correct" address takes ?entry=). */
const CORRECTABLE = 200

/**
 * /admin/insider-register/correct?entry={id} (compliance create, market_sounding_enabled; decision 042):
 * choose an acceptance, then record its correction: a new entry naming it, what the investor was told
 * copied from it (POST /api/market-sounding-acceptances/{id}/correct). The corrected entry is kept.
 */
export default async function CorrectAcceptancePage({ searchParams }: TProps) {
  const ctx = await guardAdminRoute(INSIDER_REGISTER_PATHS.correctAcceptance)
  const { payload, tenant } = ctx
  const params = await searchParams
  const id = rowIdOf(typeof params.entry === 'string' ? params.entry : undefined)
  const back = { href: INSIDER_REGISTER_PATHS.register, label: 'Insider register' }
  const [latest, entry] = await Promise.all([
    payload.find({ collection: 'market-sounding-acceptances', where: { tenant: { equals: tenant.id } }, sort: '-id', limit: CORRECTABLE, depth: 0, overrideAccess: true, select: { reference: true, acceptedAt: true, investorName: true, opportunityName: true } }),
    id === null ? null : payload.findByID({ collection: 'market-sounding-acceptances', id, depth: 0, overrideAccess: true, disableErrors: true }),
  ])
  const chosen = entry && entry.tenant === tenant.id ? entry : null
  const choose = (
    <KpiChoiceForm
      action={INSIDER_REGISTER_PATHS.correctAcceptance}
      label="Choose the entry to correct"
      submitLabel="Correct this entry"
      choices={[
        {
          name: 'entry',
          label: 'Entry',
          value: chosen ? String(chosen.id) : '',
          options: [{ value: '', label: 'Choose an entry' }, ...latest.docs.map((row) => ({ value: String(row.id), label: `${row.reference} · ${registerTime(row.acceptedAt)} · ${row.investorName} · ${row.opportunityName}` }))],
        },
      ]}
    />
  )
  if (!chosen) {
    return (
      <>
        <PageHeader title="Correct an acceptance" back={back} description="Entries are never changed or removed: a correction is a new entry that names the one it corrects. Both stay in the register." />
        {id !== null && <Text color="fg.error" mb={4}>That entry is not in this register.</Text>}
        {choose}
      </>
    )
  }
  const opportunities = await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: tenant.id } }, sort: 'title', limit: 500, depth: 0, overrideAccess: true, select: { title: true } })
  const options = opportunities.docs.map((row) => ({ value: String(row.id), label: row.title ?? `#${row.id}` }))
  if (!options.some((option) => option.value === String(chosen.opportunity))) options.unshift({ value: String(chosen.opportunity), label: chosen.opportunityName })
  const rows: [string, string][] = [
    ['Reference', chosen.reference],
    ['Accepted at', registerTime(chosen.acceptedAt)],
    ['Investor', `${chosen.investorName} (${chosen.investorEmail ?? 'no email'})`],
    ['Opportunity', chosen.opportunityName],
    ['What they were told', chosen.description],
  ]
  return (
    <>
      <PageHeader title={`Correct ${chosen.reference}`} back={back} description="Record what should have been recorded. A new entry names this one; this one stays as it is. What the investor was told is copied from it." />
      {choose}
      <Card.Root mb={6}>
        <Card.Body>
          <DataList.Root orientation="horizontal" data-testid="corrected-entry">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <BrandingForm
            title="The correction"
            endpoint={`/api/market-sounding-acceptances/${chosen.id}/correct`}
            isCustomBranding={false}
            submitLabel="Record the correction"
            afterSavePath={INSIDER_REGISTER_PATHS.register}
            defaultValues={{ investorEmail: chosen.investorEmail ?? '', opportunity: String(chosen.opportunity), acceptedAt: registerTime(chosen.acceptedAt).replace(' UTC', ''), note: '' }}
            fields={[
              { name: 'investorEmail', label: 'Investor’s email', kind: 'text', helper: 'The investor who accepted (an investor of your organisation).' },
              { name: 'opportunity', label: 'Opportunity', kind: 'select', options },
              { name: 'acceptedAt', label: 'Accepted at (UTC)', kind: 'text', helper: 'e.g. 2026-11-26 14:05' },
              { name: 'note', label: 'Why this correction', kind: 'textarea', maxLength: 2000, helper: 'Required: the regulator reads it beside both entries.' },
            ]}
          />
        </Card.Body>
      </Card.Root>
    </>
  )
}
