import type { TRequestContext } from '@/auth/request-context'
import { HolderRecordTransactions } from '@/features/investments/holder-record-transactions'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { MethodEntitiesPanel } from './method-entities'
import { METHODS_RESOURCE } from './method-resources'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

/** An investment method's details and tabs (spec 2.1 /admin/investors/investment-methods/{id}/...) on the kit. */
export function MethodRecordPage({ ctx, id, tab, searchParams }: { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }) {
  return (
    <ResourceDetailPage
      resource={METHODS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: METHODS_RESOURCE.listPath, label: resourceTitle(METHODS_RESOURCE, terminologyOf(ctx.tenant)) }}
      slots={{
        entities: (row) => <MethodEntitiesPanel ctx={ctx} row={row} />,
        transactions: (row) => <HolderRecordTransactions ctx={ctx} record={{ kind: 'method', id: row.id }} holder="this method's accounts" testId="method" />,
      }}
    />
  )
}
