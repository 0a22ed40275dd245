import type { TRequestContext } from '@/auth/request-context'
import { InvestorEntitiesPanel } from '@/features/investment-methods/method-entities'
import { questionnaireSlots } from '@/features/onboarding/questionnaire-tabs'
import { InvestorOrganisationsPanel } from '@/features/organisations/organisation-members'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { InvestorAccountActions } from './investor-account-actions'
import { InvestorCategoryTab } from './investor-category-tab'
import { INVESTORS_RESOURCE } from './investor-resources'
import { InvestorScreeningPanel } from './investor-screening-panel'
import { InvestorSigningTab } from './investor-signing-tab'
import { InvestorTransactions } from './investor-transactions'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

type TProps = { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }

/** `?page=` of the transactions tab: a whole number from 1 (anything else is the first page). */
const pageOf = (searchParams?: TSearchParams) => {
  const raw = searchParams?.page
  const value = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1
}

/** An investor's details and tabs (spec 2.1 /admin/investors/{id}/details...) on the kit. */
export function InvestorRecordPage({ ctx, id, tab, searchParams }: TProps) {
  return (
    <ResourceDetailPage
      resource={INVESTORS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: INVESTORS_RESOURCE.listPath, label: resourceTitle(INVESTORS_RESOURCE, terminologyOf(ctx.tenant)) }}
      actions={(row) => <InvestorAccountActions ctx={ctx} row={row} />}
      slots={{
        transactions: (row) => <InvestorTransactions ctx={ctx} row={row} page={pageOf(searchParams)} />,
        // The organisations the investor acts for (issue 11 §3, decision 020).
        organisations: (row) => <InvestorOrganisationsPanel ctx={ctx} row={row} />,
        // The client categorisations (decision 023).
        category: (row) => <InvestorCategoryTab ctx={ctx} row={row} />,
        // The registration form, fact find and risk profile answers (issue 11 §7, decision 026).
        ...questionnaireSlots(ctx, 'users', terminologyOf(ctx.tenant)),
        // Their investment-method entities, led or as an associate (issue 11 §4, decision 022).
        entities: (row) => <InvestorEntitiesPanel ctx={ctx} row={row} />,
        // Screening on the details tab while user_screening_enabled is on; the two e-signature tabs (decision 027).
        screening: (row) => <InvestorScreeningPanel ctx={ctx} row={row} />,
        'investment-documents': (row) => <InvestorSigningTab ctx={ctx} row={row} purpose="investment_agreement" />,
        'investor-consent': (row) => <InvestorSigningTab ctx={ctx} row={row} purpose="consent" />,
      }}
    />
  )
}
