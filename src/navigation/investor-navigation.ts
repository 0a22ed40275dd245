import type { TPortfolioNavSetting } from '@/tenancy/defaults'
import { term, type TTerminology } from '@/tenancy/terminology'

import type { TNavLink } from './admin-navigation'

// spec 2.3: the portal's top navigation; its order depends on the tenant's portfolio setting.
export const INVESTOR_PATHS = {
  overview: '/investor',
  investments: '/investor/investments',
  portfolio: '/investor/portfolio',
  news: '/investor/news',
  profile: '/investor/profile/view',
} as const

/** What needs the investor (decision 031): payments due, allocations, cash calls, pre-emption answers. Notices about those link here. */
export const INVESTOR_ACTIONS_PATH = '/investor/investments/actions'

/** The market sounding about an opportunity, for an investor invited to it (decision 040). */
export const investorSoundingPath = (opportunityId: number) => `/investor/investments/market-sounding/${opportunityId}`

type TKey = keyof typeof INVESTOR_PATHS

export const INVESTOR_NAV_ORDER: Record<TPortfolioNavSetting, TKey[]> = {
  default: ['overview', 'investments', 'portfolio', 'news', 'profile'],
  '1': ['portfolio', 'investments', 'profile'],
  '2': ['investments', 'portfolio', 'profile'],
}

const LABEL_KEY = { overview: 'overview', investments: 'investments', portfolio: 'portfolio', news: 'news', profile: 'profile' } as const

export function investorNavigation(setting: TPortfolioNavSetting, terminology: TTerminology): TNavLink[] {
  return (INVESTOR_NAV_ORDER[setting] ?? INVESTOR_NAV_ORDER.default).map((key) => ({
    key,
    label: term(terminology, LABEL_KEY[key]),
    path: INVESTOR_PATHS[key],
    children: [],
  }))
}
