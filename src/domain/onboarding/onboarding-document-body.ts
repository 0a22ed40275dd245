import { z } from 'zod'

import { zOptionalText, zText } from '@/domain/values'

/** A sign-up document as the REST API takes it (decision 026): what investors are given to read at onboarding. */
export const ZOnboardingDocumentBody = z.object({
  title: zText('Enter a title', 200),
  description: zOptionalText(1000),
  // Where the document is read: an https address (the firm's site or a shared file).
  url: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.url({ protocol: /^https$/, error: 'Enter an https:// address' }).max(500, 'Use at most 500 characters').nullish(),
  ),
  required: z.boolean('Say whether investors must accept it').optional(),
  position: z.number('Enter a whole number').int('Enter a whole number').min(0).max(10_000).nullish(),
})
