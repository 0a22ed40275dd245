import type { TRequestContext } from '@/auth/request-context'
import { HolderRecordTransactions } from '@/features/investments/holder-record-transactions'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { NOMINEES_RESOURCE } from './nominee-resources'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

/** A nominee's tabs (spec 2.1 /admin/investors/nominees/{id}/transactions, /notes-calls-tasks) on the kit. */
export function NomineeRecordPage({ ctx, id, tab, searchParams }: { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }) {
  return (
    <ResourceDetailPage
      resource={NOMINEES_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: NOMINEES_RESOURCE.listPath, label: resourceTitle(NOMINEES_RESOURCE, terminologyOf(ctx.tenant)) }}
      slots={{ transactions: (row) => <HolderRecordTransactions ctx={ctx} record={{ kind: 'nominee', id: row.id }} holder="this nominee" testId="nominee" /> }}
    />
  )
}
