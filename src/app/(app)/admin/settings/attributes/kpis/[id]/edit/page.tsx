import { Card, Text } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { KPI_UNIT_LABEL, KPI_UNITS } from '@/domain/reports/kpis'
import { KpiAddForm } from '@/features/reports/kpi-add-form'
import { KPIS_RESOURCE } from '@/features/reports/kpi-resources'
import { rowIdOf } from '@/lib/http'
import { PageHeader } from '@/ui/layout/page-header'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { ConfirmActionIsland } from '@/ui/modals/confirm-action-island'

export const metadata = { title: 'Edit KPI' }

type TProps = { params: Promise<{ id: string }> }

/**
 * /admin/settings/attributes/kpis/{id}/edit (custom_kpis update, funds_enabled; decision 042): a KPI's
 * name, category, unit, direction and formula. A locked KPI (attributes_lock) shows why it cannot be
 * changed; Support locks and unlocks it here.
 */
export default async function EditKpiPage({ params }: TProps) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/settings/attributes/kpis/${encodeURIComponent(id)}/edit`)
  const kpiId = rowIdOf(id)
  const kpi = kpiId === null ? null : await ctx.payload.findByID({ collection: 'kpis', id: kpiId, depth: 0, overrideAccess: false, user: ctx.user, disableErrors: true })
  if (!kpi) notFound()
  const back = { href: KPIS_RESOURCE.listPath, label: 'KPIs' }
  const { docs } = await ctx.payload.find({ collection: 'attribute-options', where: { and: [{ tenant: { equals: ctx.tenant.id } }, { kind: { equals: 'kpi-category' } }] }, overrideAccess: false, user: ctx.user, depth: 0, sort: ['position', 'name'], limit: 200, select: { name: true } })
  const mayLock = can(ctx.user.role_id, 'attributes_lock', 'index')
  const lockLook = kitStyle({ recipe: 'button', size: 'sm', variant: 'outline', colorPalette: 'gray' })
  const category = typeof kpi.category === 'object' && kpi.category ? kpi.category.id : kpi.category
  return (
    <>
      {lockLook.styles}
      <PageHeader
        title={`Edit ${kpi.name}`}
        back={back}
        description={kpi.locked ? 'Locked: it cannot be changed or deleted until Support unlocks it.' : 'Renaming a KPI a formula uses is refused: change that formula first.'}
        actions={
          mayLock ? (
            <ConfirmActionIsland
              action={{
                url: `/api/kpis/${kpi.id}/lock`,
                body: { locked: !kpi.locked },
                label: kpi.locked ? 'Unlock' : 'Lock',
                title: kpi.locked ? `Unlock “${kpi.name}”?` : `Lock “${kpi.name}”?`,
                lines: [kpi.locked ? 'Staff who may edit KPIs can then change or delete it again.' : 'Nobody can change or delete it until it is unlocked. Its values can still be entered.'],
                confirmLabel: kpi.locked ? 'Unlock' : 'Lock',
                className: lockLook.className,
              }}
            />
          ) : undefined
        }
      />
      <Card.Root>
        <Card.Body>
          {kpi.locked ? (
            <Text data-testid="kpi-locked">This KPI is locked.</Text>
          ) : (
            <KpiAddForm
              categories={docs.map((doc) => ({ value: String(doc.id), label: doc.name }))}
              units={KPI_UNITS.map((unit) => ({ value: unit, label: KPI_UNIT_LABEL[unit] }))}
              editing={{ id: kpi.id, name: kpi.name, category: category == null ? '' : String(category), unit: kpi.unit, higherIsBetter: kpi.higherIsBetter !== false, formula: kpi.formula ?? '', listPath: back.href }}
            />
          )}
        </Card.Body>
      </Card.Root>
    </>
  )
}
