import type { Endpoint } from 'payload'

import { currentUserEndpoint } from '@/auth/endpoints/current-user'
import { loginEndpoint } from '@/auth/endpoints/login'
import { logoutEndpoint, logoutRedirectEndpoint } from '@/auth/endpoints/logout'
import { passwordEmailEndpoint, passwordResetEndpoint, setPasswordEndpoint, updatePasswordEndpoint } from '@/auth/endpoints/password'
import { accountSecurityEndpoints } from '@/auth/endpoints/two-factor'
import { manualRegisterEndpoint, resendVerificationEndpoint, verifyEmailEndpoint } from '@/auth/endpoints/register'
import { singlePaymentEndpoint, subscriptionPaymentEndpoint } from '@/collections/investments/Payments/endpoints/investor-payments'
import { fundInvestmentsReportEndpoint, fundKpiReportEndpoint, fundPortfolioReportEndpoint } from '@/features/funds/server/fund-reports'
import { exportAcceptancesPdfEndpoint, exportPaDealsPdfEndpoint } from '@/features/insider-register/server/register-pdf-endpoints'
import { KPI_ENDPOINTS } from '@/features/reports/server/kpi-endpoints'
import { investorOpportunitiesEndpoint } from '@/features/investments/server/investor-opportunities-endpoint'
import { appropriatenessEndpoints } from '@/features/onboarding/server/appropriateness-endpoints'
import { journeyExemptionEndpoint } from '@/features/onboarding/server/exemption-endpoint'
import { journeyEndpoints } from '@/features/onboarding/server/journey-endpoints'
import { portfolioEndpoint } from '@/features/portfolio/server/portfolio-endpoint'
import { emailChangeEndpoints } from '@/features/portal/server/email-change-endpoints'
import { profileEndpoints } from '@/features/portal/server/profile-endpoints'
import { portfolioExportEndpoint } from '@/features/portfolio/server/portfolio-export-endpoint'
import { aiRewriteEndpoint } from '@/lib/ai-rewrite/rewrite-endpoint'
import { timelineExportEndpoint } from '@/lib/records/timeline-export'
import { testClockEndpoints } from '@/lib/test-clock-endpoint'
import { resourceBulkDeleteEndpoint } from '@/lib/resource/bulk-delete-endpoint'
import { resourceColumnsEndpoint } from '@/lib/resource/columns-endpoint'
import { resourceExportEndpoint } from '@/lib/resource/export-endpoint'
import { resourceListEndpoint } from '@/lib/resource/list-api'
import { staffSearchEndpoint } from '@/lib/search/staff-search'
import { broadcastingAuthEndpoint } from '@/realtime/broadcasting-auth-endpoint'
import { RESOURCES } from '@/resources'
import { dealStatsEndpoint, fundStatsEndpoint, investorStatsEndpoint, opportunityStatsEndpoint, reportStatsEndpoint } from '@/lib/stats/stats-endpoints'
import { brandImageEndpoint, brandingByIdEndpoint, brandingEndpoint, updateBrandingEndpoint } from '@/tenancy/branding-endpoints'
import { updateFeaturesEndpoint, updateSecuritySettingsEndpoint } from '@/tenancy/feature-endpoints'
import { staffAccountEndpoints } from '@/collections/people/Users/staff-account-endpoints'

/** The calls of spec 7 whose paths Payload does not make itself. Paths outside /api are rewritten here by src/proxy.ts. */
export const endpoints: Endpoint[] = [
  // First: Payload matches endpoints in order, compiling each path per request; this is the hottest read.
  investorOpportunitiesEndpoint,
  loginEndpoint,
  logoutEndpoint,
  logoutRedirectEndpoint,
  currentUserEndpoint,
  passwordEmailEndpoint,
  passwordResetEndpoint,
  setPasswordEndpoint,
  updatePasswordEndpoint,
  // The account's two-factor sign-in and sessions (issue 13 §8, §9; decision 039).
  ...accountSecurityEndpoints,
  manualRegisterEndpoint,
  resendVerificationEndpoint,
  verifyEmailEndpoint,
  brandingEndpoint,
  brandingByIdEndpoint,
  updateBrandingEndpoint,
  brandImageEndpoint,
  updateFeaturesEndpoint,
  updateSecuritySettingsEndpoint,
  // Admin accounts (issue 12 §5, decision 034).
  ...staffAccountEndpoints,
  broadcastingAuthEndpoint,
  resourceListEndpoint(RESOURCES),
  resourceExportEndpoint(RESOURCES),
  resourceColumnsEndpoint(RESOURCES),
  resourceBulkDeleteEndpoint(RESOURCES),
  opportunityStatsEndpoint,
  dealStatsEndpoint,
  investorStatsEndpoint,
  fundStatsEndpoint,
  reportStatsEndpoint,
  timelineExportEndpoint,
  // The staff search of spec 7 (issue 11 §11, decision 024).
  staffSearchEndpoint,
  fundKpiReportEndpoint,
  fundPortfolioReportEndpoint,
  fundInvestmentsReportEndpoint,
  // Card payments of spec 7 (issue 10 §9, decision 016).
  singlePaymentEndpoint,
  subscriptionPaymentEndpoint,
  // The insider register as PDF for a regulator (issue 12 §4, decision 029).
  exportAcceptancesPdfEndpoint,
  exportPaDealsPdfEndpoint,
  // The investor's first-time journey and the appropriateness test, (issue 13 §1, §2; decision 030).
  ...journeyEndpoints,
  journeyExemptionEndpoint,
  ...appropriatenessEndpoints,
  // Only in test servers (NODE_ENV test or TEST_CLOCK_CONTROL=1): the clock of the 24-hour rules moved forward.
  ...testClockEndpoints(),
  // KPIs: the reports of spec 7 and the writes of values (issue 12 §1, decision 036).
  ...KPI_ENDPOINTS,
  // The investor's portfolio and its CSV / PDF statement (issue 13 §4, decision 032).
  portfolioEndpoint,
  portfolioExportEndpoint,
  // The investor's own profile: their details (issue 13 §8, decision 037).
  ...profileEndpoints,
  // An investor's own change of sign-in email (decision 037).
  ...emailChangeEndpoints,
  // spec 9's AI rewrite of the report editor (issue 12; decision 044): 404 without AI_REWRITE_URL.
  aiRewriteEndpoint,
]
