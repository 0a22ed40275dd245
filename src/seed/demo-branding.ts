import type { Payload } from 'payload'

import type { Tenant } from '@/payload-types'

// Each demo tenant's own branding beyond its colours (issue 12 §5, decision 034): a page title, and
// on 'fund' its own words for several labels, so a renamed label shows on first start (Clients in
// the navigation, Deal Flow, Prospects, Wealth Manager for the Adviser role). Changed at
// /admin/settings/terminology and /admin/settings/account/branding.

const DEMO_BRANDING: Record<string, { pageTitle: string; terminology?: Record<string, string>; riskWarningText?: string }> = {
  demo: { pageTitle: 'Demo Invest' },
  angel: {
    pageTitle: 'Angel Network Members',
    riskWarningText:
      'Investing in early-stage businesses involves risks, including illiquidity, lack of dividends, loss of investment and dilution. Only invest money you can afford to lose, as part of a diversified portfolio.',
  },
  capital: { pageTitle: 'Capital Partners Investor Hub' },
  custodian: { pageTitle: 'Custodian Trust Client Portal' },
  fund: {
    pageTitle: 'Fund Managers Ltd',
    terminology: { investors: 'Clients', investor: 'Client', dealOpportunities: 'Deal Flow', contacts: 'Prospects', role_12: 'Wealth Manager' },
  },
}

export async function seedDemoBranding(payload: Payload, tenant: Tenant): Promise<void> {
  const branding = DEMO_BRANDING[tenant.code]
  if (!branding) return
  await payload.update({
    collection: 'tenants',
    id: tenant.id,
    overrideAccess: true,
    depth: 0,
    data: {
      theme: { ...tenant.theme, pageTitle: branding.pageTitle, terminology: branding.terminology ?? {}, isCustomBranding: !!branding.terminology },
      ...(branding.riskWarningText ? { riskWarningText: branding.riskWarningText } : {}),
    },
  })
}
