import { ATTRIBUTE_RESOURCES } from '@/features/attributes/attribute-resources'
import { CONTACTS_RESOURCE } from '@/features/contacts/contact-resources'
import { INVITATIONS_RESOURCE } from '@/features/contacts/invitation-resources'
import { DEALS_RESOURCE } from '@/features/deals/deal-resources'
import { PIPELINES_RESOURCE } from '@/features/deals/pipeline-resources'
import { COMPANIES_RESOURCE } from '@/features/funds/company-resources'
import { FUNDS_RESOURCE } from '@/features/funds/fund-resources'
import { OPPORTUNITY_RESOURCES } from '@/features/investments/opportunity-resources'
import { METHODS_RESOURCE } from '@/features/investment-methods/method-resources'
import { INSIDER_REGISTER_RESOURCES } from '@/features/insider-register/register-resources'
import { INVESTORS_RESOURCE } from '@/features/investors/investor-resources'
import { NOMINEES_RESOURCE } from '@/features/nominees/nominee-resources'
import { ONBOARDING_DOCUMENTS_RESOURCE } from '@/features/onboarding/onboarding-document-resources'
import { ORGANISATION_APPLICATIONS_RESOURCE, ORGANISATIONS_RESOURCE } from '@/features/organisations/organisation-resources'
import { KPIS_RESOURCE } from '@/features/reports/kpi-resources'
import type { TResourceDefinition } from '@/lib/resource/define-resource'

/** Every admin resource declared on the kit: served by one set of endpoints (export, columns, bulk delete), checked by one test (tests/unit/resources.test.ts). */
export const RESOURCES: readonly TResourceDefinition[] = [...Object.values(OPPORTUNITY_RESOURCES), DEALS_RESOURCE, PIPELINES_RESOURCE, ...Object.values(ATTRIBUTE_RESOURCES), FUNDS_RESOURCE, COMPANIES_RESOURCE, INVESTORS_RESOURCE, ORGANISATIONS_RESOURCE, ORGANISATION_APPLICATIONS_RESOURCE, CONTACTS_RESOURCE, INVITATIONS_RESOURCE, METHODS_RESOURCE, NOMINEES_RESOURCE, ONBOARDING_DOCUMENTS_RESOURCE, ...INSIDER_REGISTER_RESOURCES, KPIS_RESOURCE]
