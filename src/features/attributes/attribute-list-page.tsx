import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { ATTRIBUTE_KINDS, type TAttributeKind } from '@/collections/attributes/attribute-kinds'
import { resourceTitle } from '@/lib/resource/define-resource'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceListPage } from '@/ui/resource/resource-list-page'

import { AttributeAddForm } from './attribute-add-form'
import { investmentTypeOptions } from './attribute-queries'
import { ATTRIBUTE_RESOURCES } from './attribute-resources'

/** One attribute list (spec 2.1 settings > attributes > {kind}), with the in-place add form for whoever may create. */
export async function AttributeListPage({ kind, searchParams }: { kind: TAttributeKind; searchParams: TSearchParams }) {
  const resource = ATTRIBUTE_RESOURCES[kind]
  const ctx = await guardAdminRoute(resource.listPath)
  const info = ATTRIBUTE_KINDS[kind]
  const add = can(ctx.user.role_id, info.permission, 'create') ? (
    <AttributeAddForm kind={kind} noun={info.one} types={info.parentKind ? await investmentTypeOptions(ctx) : undefined} />
  ) : undefined
  return <ResourceListPage resource={resource} ctx={ctx} searchParams={searchParams} title={resourceTitle(resource, terminologyOf(ctx.tenant))} before={add} />
}
