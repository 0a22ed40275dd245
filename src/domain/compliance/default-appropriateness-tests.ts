import type { TAppropriatenessKind, TAppropriatenessSet, TQuestion } from './appropriateness'

// The UK question sets every tenant has until its staff save their own (decision 030): plain
// questions on the risks COBS 10 / PS22/10 expect a retail investor to understand before a direct
// offer of unlisted shares (losing everything, illiquidity, dilution, dividends, diversification,
// protection schemes). A firm is expected to review them; they are not regulatory advice.

const q = (id: string, text: string, options: [string, string][], correct: string): TQuestion => ({ id, text, options: options.map(([optionId, optionText]) => ({ id: optionId, text: optionText })), correct })

const LOSS = q(
  'loss',
  'If a company you invest in fails, how much of your investment could you lose?',
  [['none', 'None: my investment is guaranteed'], ['some', 'Some of it, but the platform refunds the rest'], ['all', 'All of it']],
  'all',
)
const LIQUIDITY = q(
  'liquidity',
  'How easily can you sell shares in an unlisted company?',
  [['any-time', 'At any time, like shares on a stock exchange'], ['rarely', 'Rarely: there may be no buyer for many years, if ever'], ['monthly', 'Once a month through the platform']],
  'rarely',
)
const DILUTION = q(
  'dilution',
  'What can happen to your share of a company when it raises more money later?',
  [['diluted', 'It can become smaller (dilution), reducing my stake'], ['protected', 'It can never change'], ['grows', 'It always grows']],
  'diluted',
)
const DIVIDENDS = q(
  'dividends',
  'How likely are early-stage companies to pay dividends?',
  [['regular', 'They usually pay regular dividends'], ['unlikely', 'They rarely pay dividends; any return usually comes from a sale of the company'], ['guaranteed', 'Dividends are guaranteed by the platform']],
  'unlikely',
)
const DIVERSIFY = q(
  'diversify',
  'Which is the safer way to invest in early-stage companies?',
  [['one', 'Put all my money into one company I like'], ['spread', 'Invest small amounts across several companies and only money I can afford to lose'], ['borrow', 'Borrow to invest more']],
  'spread',
)
const FSCS = q(
  'fscs',
  'Are these investments protected by the Financial Services Compensation Scheme (FSCS) if the company fails?',
  [['yes', 'Yes, up to £85,000'], ['no', 'No: the FSCS does not cover the failure of a company I invest in'], ['partly', 'Yes, half of what I invest']],
  'no',
)
const OMBUDSMAN = q(
  'ombudsman',
  'If the value of your shares falls because the company performs badly, can you complain to the Financial Ombudsman Service to get your money back?',
  [['yes', 'Yes, the Ombudsman will refund me'], ['no', 'No: poor company performance is a risk I take, not something the Ombudsman compensates']],
  'no',
)
const SHARE_OF_ASSETS = q(
  'share-of-assets',
  'The FCA suggests restricted investors put no more than what share of their net assets into high-risk investments like these?',
  [['10', '10%'], ['50', '50%'], ['100', 'All of it']],
  '10',
)
const TIMEFRAME = q(
  'timeframe',
  'How long might you wait before you can get any money back from an early-stage investment?',
  [['months', 'A few months'], ['years', 'Many years (often 5 to 10), and possibly never'], ['week', 'A week']],
  'years',
)
const TAX = q(
  'tax',
  'What does tax relief such as SEIS or EIS change?',
  [['risk', 'It removes the risk of losing money'], ['relief', 'It may reduce tax, but depends on my circumstances and the company keeping its status; I can still lose money'], ['guaranteed', 'It guarantees a profit']],
  'relief',
)

export const DEFAULT_APPROPRIATENESS_SETS: Record<TAppropriatenessKind, Omit<TAppropriatenessSet, 'kind'>> = {
  appropriateness: {
    title: 'Appropriateness test',
    intro: 'Before you can invest we must check that you understand the risks. Answer each question; you need 4 of 5 right.',
    questions: [LOSS, LIQUIDITY, DILUTION, DIVIDENDS, DIVERSIFY],
    passMark: 4,
    allowedTries: 3,
  },
  'fca-1': {
    title: 'Appropriateness assessment',
    intro: 'The FCA requires us to check that these high-risk investments are appropriate for you. Answer each question; you need 4 of 5 right.',
    questions: [LOSS, LIQUIDITY, FSCS, DILUTION, SHARE_OF_ASSETS],
    passMark: 4,
    allowedTries: 0,
  },
  'fca-2': {
    title: 'Appropriateness assessment',
    intro: 'A different set of questions on the same risks. Answer each question; you need 4 of 5 right.',
    questions: [TIMEFRAME, OMBUDSMAN, DIVIDENDS, DIVERSIFY, TAX],
    passMark: 4,
    allowedTries: 0,
  },
}
