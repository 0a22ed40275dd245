// Financial promotion exemptions (spec 3 financial_promotion_exceptions_enabled, docs/decisions/043):
// the UK Financial Services and Markets Act 2000 (Financial Promotion) Order 2005 exempts promotions
// to certified high net worth individuals (art. 48), certified sophisticated investors (art. 50) and
// self-certified sophisticated investors (art. 50A) from the s.21 restriction, when the individual
// has signed the statement of Schedule 5 within the period the article names. The investor declares
// one in the portal; each declaration is a row of its own, never edited (a newer one supersedes), with
// the statement's words as shown. Pure rules and words (no zod): the portal form imports them.

export const EXEMPTION_ARTICLES = ['art-48', 'art-50', 'art-50a'] as const
export type TExemptionArticle = (typeof EXEMPTION_ARTICLES)[number]

export const EXEMPTION_LABEL: Record<TExemptionArticle, string> = {
  'art-48': 'Certified high net worth individual (FPO article 48)',
  'art-50': 'Certified sophisticated investor (FPO article 50)',
  'art-50a': 'Self-certified sophisticated investor (FPO article 50A)',
}

/** The individual's signed statement counts for 12 months (arts. 48(2), 50(1)(b), 50A(1)). */
export const EXEMPTION_STATEMENT_MONTHS = 12
/** Art. 50(1)(a): the firm's certificate was signed within the three years ending with the day of the promotion. */
export const CERTIFICATE_VALID_MONTHS = 36

const addMonths = (at: string | Date, months: number) => {
  const date = new Date(at)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString()
}

/**
 * When a declaration stops counting: 12 months after the statement, and for art. 50 also no later
 * than three years after the firm signed the certificate (whichever comes first).
 */
export function exemptionExpiry(article: TExemptionArticle, declaredAt: string | Date, certificateDate?: string | Date | null): string {
  const statementEnds = addMonths(declaredAt, EXEMPTION_STATEMENT_MONTHS)
  if (article !== 'art-50' || !certificateDate) return statementEnds
  const certificateEnds = addMonths(certificateDate, CERTIFICATE_VALID_MONTHS)
  return certificateEnds < statementEnds ? certificateEnds : statementEnds
}

/** The declaration in force for promotions: the newest one not yet expired, or null. */
export function currentExemption<T extends { id: number; declaredAt: string; expiresAt: string }>(rows: readonly T[], now = new Date()): T | null {
  const live = rows.filter((row) => new Date(row.expiresAt).getTime() > now.getTime())
  live.sort((a, b) => new Date(b.declaredAt).getTime() - new Date(a.declaredAt).getTime() || b.id - a.id)
  return live[0] ?? null
}

/** What the art. 50 investor names: the FCA-authorised firm that signed their certificate. */
export const CERTIFIER_FIELDS = { firm: 'certifiedBy', reference: 'certifierReference', date: 'certificateDate' } as const

const UNDERSTAND = [
  'I can receive financial promotions that may not have been approved by a person authorised by the Financial Conduct Authority;',
  'the content of such financial promotions may not conform to rules issued by the Financial Conduct Authority;',
  'by signing this statement I may lose significant rights;',
  'I may have no right to complain to either of the Financial Conduct Authority or the Financial Ombudsman Service;',
  'I may have no right to seek compensation from the Financial Services Compensation Scheme.',
]

const CLOSING = [
  'I accept that I can lose my property and other assets from making investment decisions based on financial promotions.',
  'I am aware that it is open to me to seek advice from someone who specialises in advising on investments.',
]

const lines = (...parts: (string | string[])[]) => parts.flat().join('\n')

/**
 * The statement of Schedule 5 to the Order for each article (thresholds as substituted by SI 2024/301:
 * £100,000 income or £250,000 net assets; a £1 million turnover; two or more unlisted investments).
 * Stored with each declaration as shown; the tenant's compliance officer checks the words against the
 * Order in force (decision 043).
 */
export const EXEMPTION_STATEMENT: Record<TExemptionArticle, string> = {
  'art-48': lines(
    'Statement for certified high net worth individual',
    'I declare that I am a certified high net worth individual for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005.',
    'I understand that this means:',
    UNDERSTAND,
    'I am a certified high net worth individual because at least one of the following applies:',
    '(a) I had, during the financial year immediately preceding the date below, an annual income to the value of £100,000 or more;',
    '(b) I held, throughout the financial year immediately preceding the date below, net assets to the value of £250,000 or more. Net assets for these purposes do not include the property which is my primary residence or any loan secured on that residence; any rights of mine under a qualifying contract of insurance; or any benefits (in the form of pensions or otherwise) which are payable on the termination of my service or on my death or retirement and to which I am (or my dependants are), or may be, entitled.',
    CLOSING,
  ),
  'art-50': lines(
    'Statement for certified sophisticated investor',
    'I declare that I am a certified sophisticated investor for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005.',
    'I understand that this means:',
    UNDERSTAND,
    'I hold a current written certificate, signed within the last three years by a firm authorised by the Financial Conduct Authority, confirming that I have been assessed by that firm as sufficiently knowledgeable to understand the risks associated with engaging in investment activity in the kinds of investment to which the promotions relate.',
    CLOSING,
  ),
  'art-50a': lines(
    'Statement for self-certified sophisticated investor',
    'I declare that I am a self-certified sophisticated investor for the purposes of the Financial Services and Markets Act 2000 (Financial Promotion) Order 2005.',
    'I understand that this means:',
    UNDERSTAND,
    'I am a self-certified sophisticated investor because at least one of the following applies:',
    '(a) I am a member of a network or syndicate of business angels and have been so for at least the last six months prior to the date below;',
    '(b) I have made two or more investments in an unlisted company in the two years prior to the date below;',
    '(c) I am working, or have worked in the two years prior to the date below, in a professional capacity in the private equity sector, or in the provision of finance for small and medium enterprises;',
    '(d) I am currently, or have been in the two years prior to the date below, a director of a company with an annual turnover of at least £1 million.',
    CLOSING,
  ),
}

/** The box the investor ticks under the statement. */
export const EXEMPTION_CONFIRMATION = 'I have read this statement, it is true of me, and I sign it with today’s date.'
