// The AI rewrite's settings from the environment (docs/decisions/044-ai-rewrite.md, README
// "Configuration"): AI_REWRITE_URL (the base address of an OpenAI-compatible API; unset: no AI
// rewrite at all), AI_REWRITE_MODEL, AI_REWRITE_API_KEY (a bearer token; a server on this machine may
// need none), AI_REWRITE_TIMEOUT_MS (default 30 s, at most 60 s). No imports: the server's start-up
// checks them (production-readiness.ts) before it loads the app.

type TEnv = Record<string, string | undefined>

export type TAiRewriteSettings = { url: string; model: string; apiKey: string | null; timeoutMs: number }

export const AI_REWRITE_DEFAULT_TIMEOUT_MS = 30_000
/** The longest AI_REWRITE_TIMEOUT_MS honoured; the editor waits a little longer than this (AI_REWRITE_CLIENT_TIMEOUT_MS). */
export const AI_REWRITE_MAX_TIMEOUT_MS = 60_000

/** AI_REWRITE_URL as an http(s) base address without a trailing slash, or null. */
function baseUrlOf(value: string | undefined): string | null {
  const text = value?.trim() ?? ''
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.replace(/\/+$/, '') : null
  } catch {
    return null
  }
}

/** The provider of this environment, or null when the AI rewrite is off (no usable AI_REWRITE_URL or no AI_REWRITE_MODEL). */
export function aiRewriteSettings(env: TEnv = process.env): TAiRewriteSettings | null {
  const url = baseUrlOf(env.AI_REWRITE_URL)
  const model = env.AI_REWRITE_MODEL?.trim() ?? ''
  if (!url || !model) return null
  const timeout = Number(env.AI_REWRITE_TIMEOUT_MS)
  return {
    url,
    model,
    apiKey: env.AI_REWRITE_API_KEY?.trim() || null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? Math.min(Math.max(timeout, 1000), AI_REWRITE_MAX_TIMEOUT_MS) : AI_REWRITE_DEFAULT_TIMEOUT_MS,
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Sentences a production start refuses to run with, about these settings (src/server/production-readiness.ts). */
export function aiRewriteSettingProblems(env: TEnv): string[] {
  if (!env.AI_REWRITE_URL?.trim()) return []
  const url = baseUrlOf(env.AI_REWRITE_URL)
  const problems: string[] = []
  if (!url) problems.push('AI_REWRITE_URL must be the http(s) base address of an OpenAI-compatible API (e.g. https://api.openai.com/v1), or unset to leave the AI rewrite off.')
  else if (url.startsWith('http:') && !LOCAL_HOSTS.has(new URL(url).hostname)) {
    problems.push('AI_REWRITE_URL must use https (the API key and the text of reports travel to it), unless the provider runs on this machine.')
  }
  if (!env.AI_REWRITE_MODEL?.trim()) problems.push('AI_REWRITE_MODEL must name the model to use when AI_REWRITE_URL is set (e.g. gpt-4o-mini).')
  return problems
}
