import type { TRequestContext } from '@/auth/request-context'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { questionnaireSlots } from '@/features/onboarding/questionnaire-tabs'
import { resourceTitle } from '@/lib/resource/define-resource'
import { terminologyOf } from '@/tenancy/branding'
import { ResourceDetailPage } from '@/ui/resource/resource-detail-page'

import { ContactConversionPanel, ContactInviteAction, ContactMovedNotice, ContactOnboardingEmpty } from './contact-panels'
import { CONTACT_ONBOARDING_TABS, CONTACTS_RESOURCE } from './contact-resources'

type TSignedInContext = TRequestContext & { user: NonNullable<TRequestContext['user']> }

type TProps = { ctx: TSignedInContext; id: string; tab: string; searchParams?: TSearchParams }

/** A contact's record and its tabs (spec 2.1 /admin/investors/contacts/{id}/details...) on the kit. */
export function ContactRecordPage({ ctx, id, tab, searchParams }: TProps) {
  return (
    <ResourceDetailPage
      resource={CONTACTS_RESOURCE}
      ctx={ctx}
      id={id}
      tab={tab}
      searchParams={searchParams}
      back={{ href: CONTACTS_RESOURCE.listPath, label: resourceTitle(CONTACTS_RESOURCE, terminologyOf(ctx.tenant)) }}
      actions={(row) => <ContactInviteAction ctx={ctx} row={row} />}
      slots={{
        conversion: (row) => <ContactConversionPanel ctx={ctx} row={row} />,
        moved: (row) => <ContactMovedNotice ctx={ctx} row={row} />,
        ...Object.fromEntries(CONTACT_ONBOARDING_TABS.map((onboarding) => [onboarding.segment, () => <ContactOnboardingEmpty segment={onboarding.segment} />])),
        // The registration form, fact find and risk profile answers (issue 11 §7, decision 026).
        ...questionnaireSlots(ctx, 'contacts', terminologyOf(ctx.tenant)),
      }}
    />
  )
}
