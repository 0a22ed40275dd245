import type { Payload, TypedUser } from 'payload'
import type { ReactNode } from 'react'

import { can } from '@/access/permissions'
import { columnsForRole, visibleColumns, type TResourceDefinition } from '@/lib/resource/define-resource'
import { loadFilterOptions } from '@/lib/resource/filter-options'
import { readColumnChoice } from '@/lib/resource/list-preferences'
import { resourceListPage } from '@/lib/resource/list-api'
import { parseListQuery, type TSearchParams } from '@/lib/resource/resource-query'

import { ResourceListScreen } from './resource-list-screen'

type TProps = {
  resource: TResourceDefinition
  ctx: { payload: Payload; user: TypedUser & { role_id: number }; tenant: { id: number } }
  searchParams: TSearchParams
  title: string
  before?: ReactNode
}

/**
 * A kit list page: its query from the address, one page found as the user (the list API's answer:
 * one SQL statement where the compiler can say the list, else Payload's find), the person's
 * columns and the relationship filters' choices (read at the same time), the generic screen.
 */
export async function ResourceListPage({ resource, ctx, searchParams, title, before }: TProps) {
  const query = parseListQuery(resource, searchParams)
  const resourceCtx = { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }
  const [result, chosen, filterOptions] = await Promise.all([
    resourceListPage(resource, resourceCtx, query),
    readColumnChoice(resourceCtx, resource),
    loadFilterOptions(resource, resourceCtx),
  ])
  const canCreate = !!resource.create && can(ctx.user.role_id, ...resource.create.permission)
  const canBulkDelete = !!resource.bulkActions?.some((action) => action.kind === 'delete') && can(ctx.user.role_id, resource.permission, 'delete')
  return (
    <ResourceListScreen
      resource={resource}
      title={title}
      query={query}
      result={result}
      canCreate={canCreate}
      links={(resource.links ?? []).filter((link) => can(ctx.user.role_id, ...link.permission))}
      columns={columnsForRole(visibleColumns(resource, chosen), (permission) => can(ctx.user.role_id, ...permission))}
      filterOptions={filterOptions}
      canBulkDelete={canBulkDelete}
      before={before}
    />
  )
}
