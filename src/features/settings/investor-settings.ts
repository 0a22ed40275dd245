// The investor settings landing (spec 2.1 /admin/settings/investor, decision 042): which sub-pages
// it lists beside the route table's rule. The appropriateness tests follow the tenant's switches
// (decision 030): with risk_warning_enabled investors take the FCA tests, without it the general
// test; the set not in use is named under the list, not in it (its editor still opens and says so).

import { APPROPRIATENESS_KIND_LABEL, APPROPRIATENESS_KINDS, APPROPRIATENESS_SETTINGS_PATH } from '@/domain/compliance/appropriateness'
import type { TFeatures } from '@/tenancy/defaults'

export const INVESTOR_SETTINGS_PATH = '/admin/settings/investor'

/** The appropriateness test pages the tenant's investors are not asked while its switches stand. */
export function unusedTestPaths(features: Pick<TFeatures, 'risk_warning_enabled'>): string[] {
  return features.risk_warning_enabled ? [APPROPRIATENESS_SETTINGS_PATH.appropriateness] : [APPROPRIATENESS_SETTINGS_PATH['fca-1'], APPROPRIATENESS_SETTINGS_PATH['fca-2']]
}

export const INVESTOR_SETTINGS_DESCRIPTIONS: Record<string, string> = {
  '/admin/settings/investor/portfolio': 'the columns of the investors’ portfolio table',
  '/admin/settings/investor/portfolio-stats': 'the figures above the investors’ portfolio',
  '/admin/settings/investor/sign-up-documents': 'documents every investor signs or reads when they join',
  '/admin/settings/investor/lead-status': 'the three lead statuses of contacts and investors',
  [APPROPRIATENESS_SETTINGS_PATH.appropriateness]: 'questions, answers, pass mark and tries of the appropriateness test',
  [APPROPRIATENESS_SETTINGS_PATH['fca-1']]: 'the FCA test asked on a first attempt (and every odd retake)',
  [APPROPRIATENESS_SETTINGS_PATH['fca-2']]: 'the FCA test asked on a retake',
  '/admin/settings/investor/terms': 'the terms and conditions every user accepts',
  '/admin/settings/investor/market-sounding': 'what investors are told before they accept a market sounding',
  '/admin/settings/investor/risk-warning': 'the risk text behind the portal’s risk banner',
  '/admin/settings/investor/rewards': 'rewards for registering, referrals and loyalty (never for investing)',
}

/** The name of each appropriateness test page, by its address. */
export const APPROPRIATENESS_LABEL_BY_PATH: Record<string, string> = Object.fromEntries(APPROPRIATENESS_KINDS.map((kind) => [APPROPRIATENESS_SETTINGS_PATH[kind], APPROPRIATENESS_KIND_LABEL[kind]]))
