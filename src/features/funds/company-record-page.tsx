import type { TRequestContext } from '@/auth/request-context'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { CompanyPreEmption } from '@/features/investments/pre-emption-tab'
import { CompanyKpisPanel } from '@/features/reports/company-kpis-panel'

import { CompanyMaturityPanel, CompanySharePricesPanel, CompanyValuationsPanel } from './company-panels'
import { COMPANIES_RESOURCE } from './company-resources'
import { CompanyTransactions } from './fund-money'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

type TProps = { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }

/** A company's (fund investment's) details and its tabs (spec 2.1 /admin/investments/companies/{id}/details...) on the kit. */
export function CompanyRecordPage({ ctx, id, tab, searchParams }: TProps) {
  return (
    <ResourceDetailPage
      resource={COMPANIES_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: COMPANIES_RESOURCE.listPath, label: resourceTitle(COMPANIES_RESOURCE, terminologyOf(ctx.tenant)) }}
      slots={{
        valuations: (row) => <CompanyValuationsPanel ctx={ctx} row={row} />,
        'share-prices': (row) => <CompanySharePricesPanel ctx={ctx} row={row} />,
        'maturity-statuses': (row) => <CompanyMaturityPanel ctx={ctx} row={row} />,
        transactions: (row) => <CompanyTransactions ctx={ctx} row={row} />,
        kpis: (row) => <CompanyKpisPanel ctx={ctx} row={row} />,
        'pre-emption': (row) => <CompanyPreEmption ctx={ctx} row={row} searchParams={searchParams} />,
      }}
    />
  )
}
