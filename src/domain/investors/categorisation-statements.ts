import type { TInvestorCategory } from './categorisation'

// The statements an investor makes in the portal for each category (COBS 4.12A: restricted,
// certified high net worth, certified / self-certified sophisticated; decision 030). The investor
// confirms each one; the categorisation row keeps each statement's words with the answer.

export type TStatement = { id: string; text: string }

export const CATEGORY_SUMMARY: Record<TInvestorCategory, string> = {
  restricted: 'You have not invested, and will not invest, more than 10% of your net assets in high-risk investments like these.',
  'high-net-worth': 'You had an annual income of £100,000 or more, or net assets of £250,000 or more, in the last financial year.',
  'sophisticated-certified': 'An FCA-authorised firm has certified in writing that you understand the risks of these investments.',
  'sophisticated-self-certified': 'You have invested in, worked in or helped run unlisted companies, or belong to a business angel network.',
}

export const CATEGORY_STATEMENTS: Record<TInvestorCategory, TStatement[]> = {
  restricted: [
    { id: 'past-10', text: 'In the twelve months before today, I have invested less than 10% of my net assets in non-readily realisable securities.' },
    { id: 'next-10', text: 'In the next twelve months, I undertake to invest less than 10% of my net assets in non-readily realisable securities.' },
    { id: 'risk', text: 'I accept that the investments to which the promotions will relate may expose me to a significant risk of losing all of the money invested.' },
  ],
  'high-net-worth': [
    { id: 'income-or-assets', text: 'In the financial year before today, I had an annual income of £100,000 or more, or held net assets of £250,000 or more throughout it (excluding my main home, pension rights and insurance benefits).' },
    { id: 'risk', text: 'I accept that the investments to which the promotions will relate may expose me to a significant risk of losing all of the money invested.' },
  ],
  'sophisticated-certified': [
    { id: 'certificate', text: 'I hold a written certificate, signed in the last three years by an FCA-authorised firm, confirming I am sufficiently knowledgeable to understand the risks of these investments.' },
    { id: 'risk', text: 'I accept that the investments to which the promotions will relate may expose me to a significant risk of losing all of the money invested.' },
  ],
  'sophisticated-self-certified': [
    { id: 'experience', text: 'In the last three years I have been a member of a business angel network for six months, made more than one investment in an unlisted company, worked in private equity or SME finance, or been a director of a company with an annual turnover of at least £1 million.' },
    { id: 'risk', text: 'I accept that the investments to which the promotions will relate may expose me to a significant risk of losing all of the money invested.' },
  ],
}
