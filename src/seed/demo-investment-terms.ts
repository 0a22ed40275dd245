// Demo investment terms (spec 3 investment_terms_enabled, decision 043): every demo opportunity of a
// tenant with the switch on (the default; 'fund' turns it off) carries terms its investors accept
// before investing or reserving.

/** The investment terms of one demo opportunity, in plain text. */
export function demoInvestmentTerms(sector: string): string {
  return [
    `Investment terms: ${sector} round`,
    '',
    '1. Your investment is an application for shares at the price stated on the opportunity. The company may accept or reject it in whole or in part; money for shares not allotted is returned without interest.',
    '2. Shares are allotted after the round closes and your payment has cleared. Until then your application may be cancelled by you within 14 days of making it.',
    '3. Shares in unlisted companies are illiquid: you may not be able to sell them, and dividends are rare. You could lose all the money you invest.',
    '4. Tax reliefs depend on your circumstances and on the company keeping its qualifying status, which may change.',
    '5. These terms are governed by the law of England and Wales.',
  ].join('\n')
}
