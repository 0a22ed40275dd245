import type { TQuestion, TQuestionnaireContent, TQuestionnaireKind, TQuestionOption } from './questionnaires'

// The questions a tenant starts with (decision 026): sensible UK defaults for a firm promoting
// non-readily realisable securities, until the tenant edits its own in settings (a later issue).
// Written as version 1 of each kind for every tenant; the demo adds a version 2 of the risk profile.

const options = (...pairs: Array<[string, string, number?]>): TQuestionOption[] => pairs.map(([value, label, score]) => (score === undefined ? { value, label } : { value, label, score }))

const REGISTRATION: TQuestion[] = [
  { id: 'title', label: 'Title', kind: 'select', section: 'Personal details', options: options(['mr', 'Mr'], ['mrs', 'Mrs'], ['ms', 'Ms'], ['miss', 'Miss'], ['mx', 'Mx'], ['dr', 'Dr']) },
  { id: 'date_of_birth', label: 'Date of birth', kind: 'date', required: true },
  { id: 'nationality', label: 'Nationality', kind: 'text', required: true, maxLength: 80 },
  { id: 'phone', label: 'Phone number', kind: 'text', maxLength: 40 },
  { id: 'ni_number', label: 'National Insurance number', kind: 'text', maxLength: 13, helper: 'Needed for ISA and EIS/SEIS paperwork.' },
  { id: 'address_line_1', label: 'Address line 1', kind: 'text', required: true, section: 'Address', maxLength: 120 },
  { id: 'address_line_2', label: 'Address line 2', kind: 'text', maxLength: 120 },
  { id: 'town', label: 'Town or city', kind: 'text', required: true, maxLength: 80 },
  { id: 'postcode', label: 'Postcode', kind: 'text', required: true, maxLength: 10 },
  { id: 'country', label: 'Country of residence', kind: 'text', required: true, maxLength: 80 },
  { id: 'years_at_address', label: 'Years at this address', kind: 'number', min: 0, max: 100 },
  {
    id: 'employment_status',
    label: 'Employment status',
    kind: 'select',
    required: true,
    section: 'Employment',
    options: options(['employed', 'Employed'], ['self-employed', 'Self-employed'], ['director', 'Company director'], ['retired', 'Retired'], ['not-working', 'Not working']),
  },
  { id: 'occupation', label: 'Occupation', kind: 'text', maxLength: 120 },
  { id: 'employer', label: 'Employer or business name', kind: 'text', maxLength: 120 },
  {
    id: 'source_of_funds',
    label: 'Main source of the money you will invest',
    kind: 'select',
    required: true,
    section: 'Source of funds',
    options: options(['salary', 'Salary or bonus'], ['savings', 'Savings'], ['business-sale', 'Sale of a business'], ['property-sale', 'Sale of property'], ['inheritance', 'Inheritance or gift'], ['pension', 'Pension'], ['investments', 'Other investments']),
  },
  { id: 'source_of_funds_details', label: 'Tell us more about the source of funds', kind: 'textarea', maxLength: 1000 },
  { id: 'politically_exposed', label: 'Are you, or is a close associate, a politically exposed person?', kind: 'yes-no', required: true },
]

const FACT_FIND: TQuestion[] = [
  { id: 'annual_income', label: 'Annual income before tax (£)', kind: 'money', required: true, section: 'Income' },
  { id: 'income_sources', label: 'Sources of income', kind: 'textarea', maxLength: 500 },
  { id: 'dependants', label: 'Financial dependants', kind: 'number', min: 0, max: 20 },
  { id: 'cash_savings', label: 'Cash savings (£)', kind: 'money', required: true, section: 'Assets and liabilities' },
  { id: 'investments_value', label: 'Investments, excluding pensions (£)', kind: 'money', required: true },
  { id: 'property_value', label: 'Property, including your main home (£)', kind: 'money' },
  { id: 'pension_value', label: 'Pensions (£)', kind: 'money' },
  { id: 'liabilities', label: 'Mortgages, loans and other debts (£)', kind: 'money', required: true },
  { id: 'emergency_fund', label: 'Do you keep at least six months’ spending in cash for emergencies?', kind: 'yes-no', required: true },
  {
    id: 'objective',
    label: 'Main objective for this money',
    kind: 'select',
    required: true,
    section: 'Objectives',
    options: options(['growth', 'Long-term growth'], ['income', 'Regular income'], ['tax', 'Tax-efficient investing (EIS/SEIS)'], ['diversify', 'Diversifying a larger portfolio'], ['impact', 'Supporting businesses I believe in']),
  },
  { id: 'horizon', label: 'How long can you leave this money invested?', kind: 'select', required: true, options: options(['under-2', 'Under 2 years'], ['2-5', '2 to 5 years'], ['5-10', '5 to 10 years'], ['over-10', 'Over 10 years']) },
  { id: 'amount_to_invest', label: 'How much do you expect to invest with us over the next year (£)?', kind: 'money' },
  {
    id: 'experience',
    label: 'Your experience of investing',
    kind: 'select',
    required: true,
    section: 'Experience',
    options: options(['none', 'None'], ['funds', 'Funds and shares through a platform'], ['unlisted', 'Some unlisted companies or crowdfunding'], ['angel', 'Regular angel or venture investing'], ['professional', 'I work or have worked in finance']),
  },
  { id: 'unlisted_investments', label: 'Investments in unlisted companies in the last five years', kind: 'number', min: 0, max: 1000 },
  { id: 'notes', label: 'Anything else we should know', kind: 'textarea', maxLength: 2000 },
]

const RISK_QUESTIONS_V1: TQuestion[] = [
  {
    id: 'loss_reaction',
    label: 'If an investment fell by 30% in a year, what would you do?',
    kind: 'select',
    required: true,
    options: options(['sell-all', 'Sell everything', 1], ['sell-some', 'Sell some of it', 2], ['hold', 'Hold and wait', 3], ['buy-more', 'Invest more', 4]),
  },
  {
    id: 'loss_capacity',
    label: 'How much of the money you invest with us could you lose without it changing your standard of living?',
    kind: 'select',
    required: true,
    options: options(['none', 'None of it', 1], ['some', 'Some of it', 2], ['most', 'Most of it', 3], ['all', 'All of it', 4]),
  },
  {
    id: 'illiquidity',
    label: 'Unlisted shares can take many years to sell, or may never be sold. How comfortable are you with that?',
    kind: 'select',
    required: true,
    options: options(['not', 'Not comfortable', 1], ['somewhat', 'Somewhat comfortable', 2], ['comfortable', 'Comfortable', 3], ['very', 'Very comfortable', 4]),
  },
  {
    id: 'describe',
    label: 'Which best describes you as an investor?',
    kind: 'select',
    required: true,
    options: options(['cautious', 'I want to protect what I have', 1], ['balanced', 'I accept some ups and downs for some growth', 2], ['growth', 'I accept large falls for higher growth', 3], ['speculative', 'I look for the highest returns, knowing I may lose everything', 4]),
  },
]

/** The bands of a four-question profile scoring 4 to 16. */
const RISK_BANDS = [
  { min: 0, band: 'Cautious', description: 'Investments in early-stage companies are unlikely to suit: a loss of capital would affect you.' },
  { min: 7, band: 'Balanced', description: 'A small part of a diversified portfolio in higher-risk investments may suit, with care.' },
  { min: 11, band: 'Adventurous', description: 'Comfortable with high risk and illiquidity for a part of your wealth.' },
  { min: 14, band: 'Speculative', description: 'Accepts that an investment may be lost entirely or never be sold.' },
]

/** Version 2 of the demo risk profile: one question added (diversification), bands moved up by its scores. */
const RISK_QUESTIONS_V2: TQuestion[] = [
  ...RISK_QUESTIONS_V1,
  {
    id: 'diversification',
    label: 'How much of your investable wealth would be in unlisted companies after investing with us?',
    kind: 'select',
    required: true,
    options: options(['over-50', 'More than half', 1], ['25-50', 'A quarter to a half', 2], ['10-25', '10% to 25%', 3], ['under-10', 'Less than 10%', 4]),
  },
]

const RISK_BANDS_V2 = [
  { min: 0, band: 'Cautious', description: RISK_BANDS[0]!.description },
  { min: 9, band: 'Balanced', description: RISK_BANDS[1]!.description },
  { min: 14, band: 'Adventurous', description: RISK_BANDS[2]!.description },
  { min: 18, band: 'Speculative', description: RISK_BANDS[3]!.description },
]

export type TDefaultQuestionnaire = TQuestionnaireContent & { kind: TQuestionnaireKind; title: string }

/** Version 1 of each kind: what every tenant starts with. */
export const DEFAULT_QUESTIONNAIRES: TDefaultQuestionnaire[] = [
  { kind: 'registration', title: 'Registration form', questions: REGISTRATION, bands: null },
  { kind: 'fact-find', title: 'Fact find', questions: FACT_FIND, bands: null },
  { kind: 'risk-profile', title: 'Attitude to risk', questions: RISK_QUESTIONS_V1, bands: RISK_BANDS },
]

/** A later version of the risk profile, so the demo shows answers given against an older version. */
export const DEMO_RISK_PROFILE_V2: TDefaultQuestionnaire = { kind: 'risk-profile', title: 'Attitude to risk', questions: RISK_QUESTIONS_V2, bands: RISK_BANDS_V2 }
