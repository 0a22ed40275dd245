import { serializeStyles } from '@emotion/serialize'

import { createEmotionCache, EMOTION_KEY } from '@/ui/theme/emotion'

export type TStyleObject = Record<string, unknown>

/**
 * `name`: Emotion's class name (`css-<hash>`). `className`: the one pages use: the same, or the
 * short name the static stylesheet gives it (`static` then: its CSS is never written into a page).
 */
export type TStyleRef = { className: string; rules: string; name: string; static?: boolean }

const emotion = createEmotionCache()

/**
 * Class name and CSS of one style object already resolved by Chakra's css(): exactly what
 * Emotion writes for it (`css-<hash>`, the same stylis plugins). Null when it styles nothing.
 */
export function toStyleRef(styles: TStyleObject): TStyleRef | null {
  const serialized = serializeStyles([styles as never])
  if (!serialized.styles) return null
  const className = `${EMOTION_KEY}-${serialized.name}`
  // Outside a browser Emotion's insert returns the rules (memoized by name) instead of writing them.
  const rules = emotion.insert(`.${className}`, serialized, emotion.sheet, false) as unknown as string
  return { className, rules, name: className }
}
