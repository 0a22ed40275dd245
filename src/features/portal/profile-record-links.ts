import type { Payload } from 'payload'

import { linkedMethodAccounts, linkedOrganisations } from '@/access/investor-record-links'
import { memberRoleText } from '@/domain/organisations/organisations'
import { entityStatusText } from '@/domain/investment-methods/investment-methods'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { ORGANISATION_APPLY_PATH, profileRecordPath } from '@/navigation/profile-record-paths'

export type TProfileRecordLink = { href: string; label: string; detail: string | null }

/**
 * The profile menu's links to the organisations and investment-method accounts the investor is linked
 * to (decision 038), and to the organisation application while the tenant's organisation_links_enabled
 * is on. The profile view lists them (a profile-links module of the menu may take them over).
 */
export async function profileRecordLinks(payload: Payload, investorId: number, tenant: Pick<Tenant, 'id' | 'features'>): Promise<{ organisations: TProfileRecordLink[]; methodAccounts: TProfileRecordLink[]; apply: string | null }> {
  const organisations = await linkedOrganisations(payload, investorId, tenant.id)
  const accounts = await linkedMethodAccounts(payload, investorId, tenant.id)
  return {
    organisations: organisations.map((row) => ({ href: profileRecordPath('organisation', row.id), label: row.name, detail: memberRoleText(row.role) })),
    methodAccounts: accounts.map((row) => ({
      href: profileRecordPath('investmentmethod', row.id),
      label: [row.method.name, row.accountReference].filter(Boolean).join(' · '),
      detail: `${entityStatusText(row.status)}${row.leads ? '' : ` · held for ${row.leadName}`}`,
    })),
    apply: featuresOf(tenant).organisation_links_enabled ? ORGANISATION_APPLY_PATH : null,
  }
}
