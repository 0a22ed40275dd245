// The words and limits of an opportunity's investment terms (decision 043), without zod: the invest form (a client island) imports them.

/** Characters of an opportunity's investment terms. */
export const INVESTMENT_TERMS_MAX = 20_000

/** The words of the invest form's checkbox. */
export const ACCEPT_TERMS_LABEL = 'I have read and accept the investment terms'

export const TERMS_REQUIRED_MESSAGE = 'Read the investment terms and tick “I have read and accept the investment terms” to invest.'
export const TERMS_CHANGED_MESSAGE = 'The investment terms have changed since you opened this page: read them again and accept the new version.'
