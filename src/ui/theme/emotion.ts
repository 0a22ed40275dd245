import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache'

// Emotion's default stylis plugin prefixes for browsers of 2015 (-webkit-box, -ms-flexbox ...):
// about a fifth of every style it writes. The browsers we support need a prefix only for these
// few properties (Safari), so the caches here add just those.
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'hyphens', 'box-decoration-break', 'text-size-adjust'])

export const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return
  const property = element.props
  const needed = WEBKIT_ONLY.has(property) || (property === 'background-clip' && typeof element.children === 'string' && element.children.trim() === 'text')
  if (needed) element.return = `-webkit-${element.value}${element.value}`
}

/**
 * One array for the life of the process: on the server Emotion memoizes the CSS it writes per
 * plugin array (by identity), so every request's cache shares the work of the ones before.
 */
export const STYLIS_PLUGINS: StylisPlugin[] = [webkitPrefixer]

/** The class prefix of every Chakra style (Emotion's default key): `css-<hash>`. */
export const EMOTION_KEY = 'css'

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY, stylisPlugins: STYLIS_PLUGINS })
}
