import type { Payload, TypedUser } from 'payload'
import type { ReactNode } from 'react'

import { can } from '@/access/permissions'
import type { TResourceDefinition } from '@/lib/resource/define-resource'
import { findResourcePage, parseListQuery, type TSearchParams } from '@/lib/resource/resource-query'

import { ResourceListScreen } from './resource-list-screen'

type TProps = {
  resource: TResourceDefinition
  ctx: { payload: Payload; user: TypedUser & { role_id: number }; tenant: { id: number } }
  searchParams: TSearchParams
  title: string
  before?: ReactNode
}

/** A kit list page: its query from the address, one page found as the user, the generic screen. */
export async function ResourceListPage({ resource, ctx, searchParams, title, before }: TProps) {
  const query = parseListQuery(resource, searchParams)
  const result = await findResourcePage(resource, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, query)
  const canCreate = !!resource.create && can(ctx.user.role_id, ...resource.create.permission)
  return <ResourceListScreen resource={resource} title={title} query={query} result={result} canCreate={canCreate} before={before} />
}
