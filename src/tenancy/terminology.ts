import { ROLE, type TRoleId } from '@/access/roles'
import { PORTFOLIO_TERMINOLOGY } from '@/domain/portfolio/portfolio-columns'

/**
 * spec 3: every label a tenant may rename, with its default. Navigation and screens read labels
 * only through `term()`, so a tenant's terminology JSON (theme.terminology) renames them everywhere.
 */
export const TERMINOLOGY_DEFAULTS = {
  overview: 'Overview',
  investments: 'Investments',
  investment: 'Investment',
  funds: 'Funds',
  fund: 'Fund',
  investors: 'Investors',
  investor: 'Investor',
  insiderRegister: 'Insider Register',
  reports: 'Reports',
  settings: 'Settings',
  portfolio: 'Portfolio',
  news: 'News',
  profile: 'Profile',
  dealOpportunities: 'Deal Opportunities',
  pipelines: 'Pipelines',
  draftOpportunities: 'Draft Opportunities',
  LiveOpportunities: 'Live Opportunities',
  ExistingOpportunities: 'Existing Opportunities',
  fundOpportunities: 'Fund Opportunities',
  contacts: 'Contacts',
  organisations: 'Organisations',
  organisationApplications: 'Organisation Applications',
  altInvestmentMethods: 'Alternative Investment Methods',
  nominees: 'Nominees',
  marketSoundingAcceptance: 'Market Sounding Acceptance',
  investorRegistrationForm: 'Investor Registration Form',
  investorRiskProfile: 'Investor Risk Profile',
  industry: 'Industry',
  kpis: 'KPIs',
  kpiPortfolio: 'KPI Portfolio',
  updateReports: 'Update Reports',
  wipReports: 'WIP Reports',
  clientPortfolio: 'Portfolio',
  clientInvestments: 'Investment Opportunities',
  awaitingPayment: 'Awaiting Payment',
  investorCategoryName: 'Investor Category',
  cashCall: 'Cash Call',
  // spec 4 "Investment labels" (issue 13 §3, decision 031).
  reserveAllocation: 'Reserve An Allocation',
  myReservedAllocations: 'My Reserved Allocations',
  cashCallAwaitingPayment: 'cash call awaiting payment',
  cashCallPaymentReceived: 'cash call payment received',
  netAssetValue: 'Net Asset Value',
  testSuccess: 'You have passed the appropriateness test.',
  testFail: 'Unfortunately you did not pass the appropriateness test.',
  testPending: 'Your appropriateness test is being reviewed.',
  testCooldown: 'You can take the appropriateness test again in 24 hours.',
  // The first-time journey's messages (issue 13 §1, decision 030): what an investor is told while a step is open.
  stepVerifyEmail: 'Please verify your email address to see investment opportunities. We have sent you a link.',
  stepAcceptTerms: 'Please accept the current terms and conditions to see investment opportunities.',
  stepCategorise: 'Please tell us which type of investor you are before you see investment opportunities.',
  stepCategorisationPending: 'Your investor categorisation is waiting for approval by our team. We will let you know when it is approved.',
  stepRiskWarning: 'Please read the risk warning before you see investment opportunities.',
  stepCoolingOff: 'As a first-time investor you have a 24-hour cooling-off period before you can see investment opportunities.',
  stepOfferChoice: 'Your cooling-off period has ended. Please choose whether to proceed to the investment opportunities.',
  stepAppropriatenessTest: 'Please complete the appropriateness test before you see investment opportunities.',
  riskWarningTitle: 'Risk warning',
  riskWarningLearnMore: 'Take 2 mins to learn more',
  journeyProceed: 'Proceed',
  journeyLeave: 'Leave',
  // The investor's screening status on /investor/profile/identity (decision 037): the words an investor reads, never the provider's.
  screeningPending: 'We are checking your identity. We will let you know if we need anything else.',
  screeningClear: 'Your identity has been verified.',
  screeningRefer: 'We need a little more information to verify your identity. Our team will contact you.',
  screeningFail: 'We could not verify your identity. Please contact us.',
  // The portal's portfolio columns and stats (/admin/settings/terminology/portfolio-columns).
  ...PORTFOLIO_TERMINOLOGY,
} as const

export type TTermKey = keyof typeof TERMINOLOGY_DEFAULTS
export type TTerminology = Partial<Record<string, string>>

/** spec 6: a role's display name may be renamed under this key (`role_3`). */
export const roleTermKey = (role: TRoleId) => `role_${role}` as const

export function term(terminology: TTerminology, key: TTermKey): string {
  const custom = terminology[key]
  return typeof custom === 'string' && custom.trim() ? custom : TERMINOLOGY_DEFAULTS[key]
}

/** spec 6: role display names are fixed text combined with tenant terminology. */
export function roleDisplayName(role: TRoleId, terminology: TTerminology): string {
  const custom = terminology[roleTermKey(role)]
  if (typeof custom === 'string' && custom.trim()) return custom
  switch (role) {
    case ROLE.superAdmin:
      return 'Super Admin'
    case ROLE.entrepreneur:
      return 'Entrepreneur'
    case ROLE.investmentCommittee:
      return `${term(terminology, 'investment')} Committee`
    case ROLE.user:
      return term(terminology, 'investor')
    case ROLE.custodian:
      return 'Custodian'
    case ROLE.support:
      return 'Support'
    case ROLE.creator:
      return 'Creator'
    case ROLE.investmentManager:
      return `${term(terminology, 'investment')} Manager`
    case ROLE.fundManager:
      return `${term(terminology, 'fund')} Manager`
    case ROLE.adviser:
      return 'Adviser'
  }
}
