import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'
import type { Where } from 'payload'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { PipelineStagesEditor } from '@/features/deals/pipeline-stages-editor'
import { PIPELINES_RESOURCE } from '@/features/deals/pipeline-resources'
import { findResourceRecord } from '@/lib/resource/resource-record'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Pipeline stages' }

type TPipeline = { id: number; name: string; stages?: { id?: string | null; name: string }[] | null }

export default async function PipelineStagesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/settings/account/pipelines/${encodeURIComponent(id)}/stages`)
  const pipeline = (await findResourceRecord(PIPELINES_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id)) as unknown as TPipeline | null
  if (!pipeline) notFound()
  // How many deals each stage holds (counts only: a pipelines manager may not work the deals), so a
  // person sees which stages can go before trying.
  const counted = await Promise.all(
    (pipeline.stages ?? []).map(async (stage) => {
      if (!stage.id) return { id: undefined, name: stage.name, deals: 0 }
      const where: Where = { and: [{ tenant: { equals: ctx.tenant.id } }, { pipeline: { equals: pipeline.id } }, { stage: { equals: stage.id } }] }
      const { totalDocs } = await ctx.payload.count({ collection: 'deals', where, overrideAccess: true })
      return { id: stage.id, name: stage.name, deals: totalDocs }
    }),
  )
  return (
    <>
      <PageHeader title={`${pipeline.name}: stages`} description="The order here is the order of the deal board's columns." back={{ href: PIPELINES_RESOURCE.listPath, label: resourceTitle(PIPELINES_RESOURCE, terminologyOf(ctx.tenant)) }} />
      <Card.Root>
        <Card.Body>
          <PipelineStagesEditor pipelineId={pipeline.id} stages={counted} canEdit={can(ctx.user.role_id, 'pipelines', 'update')} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
