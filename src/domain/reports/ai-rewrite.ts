// spec 9's "AI rewrite control" of the report editor (docs/decisions/044-ai-rewrite.md): the fixed
// instructions a person may choose, each with the sentence the server puts into the prompt (a
// browser never sends prompt text of its own), and how much text one call may carry. No zod here:
// the editor imports the labels (the request's schema is ai-rewrite-body.ts, on the server).

export const AI_REWRITE_INSTRUCTIONS = {
  clearer: { label: 'Clearer', prompt: 'Rewrite the text so that it is clearer and easier to read.' },
  shorter: { label: 'Shorter', prompt: 'Make the text shorter and more concise, keeping every fact, figure and name.' },
  formal: { label: 'More formal', prompt: 'Rewrite the text in a more formal, professional tone, suitable for a firm writing to its investors.' },
  'fix-grammar': { label: 'Fix spelling and grammar', prompt: 'Correct the spelling, grammar and punctuation of the text only; change nothing else.' },
} as const satisfies Record<string, { label: string; prompt: string }>

export type TAiRewriteInstruction = keyof typeof AI_REWRITE_INSTRUCTIONS

export const AI_REWRITE_INSTRUCTION_KEYS = Object.keys(AI_REWRITE_INSTRUCTIONS) as [TAiRewriteInstruction, ...TAiRewriteInstruction[]]

/** The most text (characters of plain text) one rewrite sends to the provider. */
export const AI_REWRITE_MAX_CHARS = 8000

/** Where the editor asks for a rewrite. */
export const AI_REWRITE_PATH = '/api/rich-text/rewrite'

/** How long the editor waits for an answer: longer than the server waits for its provider (at most 60 s: src/lib/ai-rewrite/settings.ts). */
export const AI_REWRITE_CLIENT_TIMEOUT_MS = 65_000
