import { z } from 'zod'

import { AI_REWRITE_INSTRUCTION_KEYS, AI_REWRITE_MAX_CHARS } from './ai-rewrite'

// POST /api/rich-text/rewrite's body (decision 044): the plain text to rewrite (the selection or the
// whole document) and one of the fixed instructions. Nothing else is read: the prompt is the server's.

export const ZAiRewriteBody = z.object({
  text: z
    .string({ error: 'Send the text to rewrite.' })
    .refine((text) => text.trim().length > 0, 'There is no text to rewrite: select some, or write it first.')
    .refine((text) => text.length <= AI_REWRITE_MAX_CHARS, `The text is too long to rewrite at once (at most ${AI_REWRITE_MAX_CHARS.toLocaleString('en-GB')} characters): select a part of it.`),
  instruction: z.enum(AI_REWRITE_INSTRUCTION_KEYS, { error: 'Choose one of the rewrite options.' }),
})

export type TAiRewriteBody = z.infer<typeof ZAiRewriteBody>
