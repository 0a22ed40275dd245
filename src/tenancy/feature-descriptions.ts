import type { TFeatureKey } from './defaults'

/**
 * Each switch of spec 3 in a sentence: what turning it on does (the features settings page, issue 12
 * §5). docs/feature-switches.md lists what each changes in the code today and the test that proves it.
 */
export const FEATURE_DESCRIPTIONS: Record<TFeatureKey, { title: string; sentence: string }> = {
  funds_enabled: { title: 'Funds', sentence: 'Shows funds and fund opportunities (companies) to staff: the Funds area, fund investments and their terminology.' },
  compliance_test_enabled: { title: 'Appropriateness test', sentence: 'Investors must pass the appropriateness test before they can invest.' },
  compliance_test_requires_categorisation_approval: { title: 'Categorisation approval', sentence: 'An investor’s client categorisation waits for staff approval before it counts.' },
  user_screening_enabled: { title: 'Investor screening', sentence: 'Investors are screened (anti-money-laundering and identity) and staff record the results on their record.' },
  tax_enabled: { title: 'Tax reliefs', sentence: 'Opportunities can name the tax reliefs they qualify for (EIS, SEIS, VCT, BR, IFISA).' },
  nominee_enabled: { title: 'Nominee accounts', sentence: 'Shows nominees to staff: the Nominees list, nominee holdings and the create-nominee action.' },
  ca_use_intl_check: { title: 'International screening', sentence: 'Screening uses the international anti-money-laundering check instead of the UK one.' },
  hide_bank_details: { title: 'Hide bank details from investors', sentence: 'Investors do not see the tenant’s bank details when they pay by transfer.' },
  hide_bank_details_admin: { title: 'Hide bank details from staff', sentence: 'Staff screens do not show the tenant’s bank details.' },
  hide_payment_reference: { title: 'Hide the payment reference', sentence: 'The payment reference is not shown with the bank details.' },
  market_sounding_enabled: { title: 'Market sounding', sentence: 'Turns on market soundings and the Insider Register (acceptances and personal-account deals).' },
  investor_categorisation_popups_enabled: { title: 'Categorisation pop-ups', sentence: 'Investors are asked to categorise themselves in a pop-up when they sign in.' },
  investment_terms_enabled: { title: 'Investment terms', sentence: 'Investors accept the opportunity’s terms and conditions before investing.' },
  invite_on_register: { title: 'Invitation-only registration', sentence: 'People can register only through an invitation from the tenant.' },
  risk_warning_enabled: { title: 'Risk warning', sentence: 'Shows the risk-warning banner above the investor portal, with the tenant’s risk text.' },
  financial_promotion_exceptions_enabled: { title: 'Financial promotion exemptions', sentence: 'Investors may declare a financial promotion exemption (for example as a certified sophisticated investor).' },
  intl_bank_details_enabled: { title: 'International bank details', sentence: 'Bank details include IBAN and BIC for payments from abroad.' },
  default_investor_associates: { title: 'Default investor associates', sentence: 'New investment-method entities are associated with the investor by default.' },
  organisation_links_enabled: { title: 'Organisation links', sentence: 'Investors can apply to join organisations, and staff see and decide the organisation applications.' },
  investment_classification_enabled: { title: 'Investment categories and characters', sentence: 'Opportunities can carry categories and characters, with their settings pages (ours: spec 2.1’s unnamed flag).' },
  update_report_emails_enabled: { title: 'Emails for update reports', sentence: 'Investors are also emailed when an update report is published to them, besides the notification (ours: decision 033).' },
  subscriptions_enabled: { title: 'Subscriptions', sentence: 'Investors may pay an investment by monthly card instalments and see their plans on their profile’s Subscription page (ours: decision 037).' },
  ai_rewrite_enabled: { title: 'AI rewrite', sentence: 'Staff writing in the rich-text editors may ask the platform’s AI writing assistant to rewrite their text, which is sent to that service (ours: decision 044).' },
}
