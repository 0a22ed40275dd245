import type { TRequestContext } from '@/auth/request-context'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { FundTransactions } from './fund-money'
import { FundKpiPanel, FundNavPanel, FundPortfolioPanel } from './fund-panels'
import { FUNDS_RESOURCE } from './fund-resources'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

type TProps = { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }

/** A fund's details and its tabs (spec 2.1 /admin/funds/{id}/details...) on the kit. */
export function FundRecordPage({ ctx, id, tab, searchParams }: TProps) {
  return (
    <ResourceDetailPage
      resource={FUNDS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: FUNDS_RESOURCE.listPath, label: resourceTitle(FUNDS_RESOURCE, terminologyOf(ctx.tenant)) }}
      slots={{
        nav: (row) => <FundNavPanel ctx={ctx} row={row} />,
        kpis: (row) => <FundKpiPanel ctx={ctx} row={row} />,
        portfolio: (row) => <FundPortfolioPanel ctx={ctx} row={row} />,
        transactions: (row) => <FundTransactions ctx={ctx} row={row} />,
      }}
    />
  )
}
