// spec 1, 3, 9: per-tenant theme, terms and feature switch defaults.

export const DEFAULT_COLORS = {
  primary: '#0b1f3a', // dark navy
  accent: '#1f6feb', // blue
  secondary: '#f5c400', // yellow
  background: '#f6f7fb',
  text: '#111827',
} as const

export type TThemeColorKey = keyof typeof DEFAULT_COLORS
export type TThemeColors = Record<TThemeColorKey, string>

/** The only colour keys a theme has: each becomes a CSS variable name, so nothing else may get that far. */
export const THEME_COLOR_KEYS = Object.keys(DEFAULT_COLORS) as TThemeColorKey[]

/** A theme colour value: six-digit hex, as the theme form writes it. */
export const THEME_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/

export const DEFAULT_TERMS_VERSION = 1
export const DEFAULT_APP_VERSION = '1.0.0'
export const DEFAULT_SUPPORT_EMAIL = 'support@platform.example'

// spec 9: the banner text shown above the portal when the risk-warning switch is on.
export const DEFAULT_RISK_BANNER_TEXT =
  'Don’t invest unless you’re prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong.'

/** spec 3: every feature switch, with the default a new tenant gets. */
export const FEATURE_DEFAULTS = {
  funds_enabled: true,
  compliance_test_enabled: true,
  compliance_test_requires_categorisation_approval: false,
  user_screening_enabled: false,
  tax_enabled: false,
  nominee_enabled: false,
  ca_use_intl_check: false,
  hide_bank_details: false,
  hide_bank_details_admin: false,
  hide_payment_reference: false,
  market_sounding_enabled: false,
  investor_categorisation_popups_enabled: false,
  investment_terms_enabled: true,
  invite_on_register: false,
  risk_warning_enabled: true,
  financial_promotion_exceptions_enabled: false,
  intl_bank_details_enabled: false,
  default_investor_associates: false,
  organisation_links_enabled: false,
  // Ours: spec 2.1 puts the investment categories and characters settings "behind a feature flag"
  // without naming it (docs/decisions/010-kit-and-lifecycle.md). Off unless a tenant turns it on.
  investment_classification_enabled: false,
  // Ours (issue 12 §2, docs/decisions/033): a published update report is also emailed to each
  // recipient, beside the notification every recipient gets. Off unless a tenant turns it on.
  update_report_emails_enabled: false,
  // Ours (issue 13 §8, docs/decisions/037): the tenant lets investors pay an investment by monthly card
  // instalments (spec 7 /api/subscription-payment) and shows their plans on /investor/profile/subscription.
  subscriptions_enabled: false,
  // Ours (issue 12, docs/decisions/044): the rich-text editors offer spec 9's AI rewrite, which sends the
  // text to the deployment's AI provider. Off unless a tenant turns it on; nothing without a provider.
  ai_rewrite_enabled: false,
} as const

export type TFeatureKey = keyof typeof FEATURE_DEFAULTS
export type TFeatures = Record<TFeatureKey, boolean>
export const FEATURE_KEYS = Object.keys(FEATURE_DEFAULTS) as TFeatureKey[]

/** spec 2.3: which order the portal's top navigation uses. */
export const PORTFOLIO_NAV_SETTINGS = ['default', '1', '2'] as const
export type TPortfolioNavSetting = (typeof PORTFOLIO_NAV_SETTINGS)[number]
