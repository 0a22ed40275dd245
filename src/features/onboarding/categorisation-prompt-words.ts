import type { TCategorisationPrompt } from '@/domain/onboarding/categorisation-prompt'
import { formatDate } from '@/lib/dates'
import { term, type TTerminology } from '@/tenancy/terminology'

/** What the categorisation pop-up says (decision 043): the journey's own words when it is due, the end date when it ends soon. */
export function categorisationPromptWords(prompt: TCategorisationPrompt, terminology: TTerminology): { title: string; text: string } {
  if (prompt.reason === 'due') return { title: 'Tell us what kind of investor you are', text: term(terminology, 'stepCategorise') }
  return {
    title: `Your investor categorisation ends on ${formatDate(prompt.expiresAt)}`,
    text: 'The rules for investments like these ask you to confirm which type of investor you are every 12 months. Renew your declaration now so you can keep seeing investment opportunities.',
  }
}
