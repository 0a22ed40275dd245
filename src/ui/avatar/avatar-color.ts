// spec 3: avatars without an image show initials on a colour derived from the user id. Every
// background below carries white text at 4.9:1 or better (WCAG AA for normal text).
export const AVATAR_BACKGROUNDS = [
  '#1e3a8a', // blue
  '#9a3412', // orange
  '#065f46', // green
  '#6b21a8', // purple
  '#9d174d', // pink
  '#115e59', // teal
  '#3730a3', // indigo
  '#92400e', // amber
  '#374151', // grey
  '#155e75', // cyan
  '#b91c1c', // red
  '#4d7c0f', // lime
] as const

export const AVATAR_TEXT_COLOR = '#ffffff'

export type TAvatarColor = { background: string; color: string }

/** Same id, same colour, on every page and every server: a string hash (FNV-1a) of the id. */
export function avatarColor(id: number | string): TAvatarColor {
  let hash = 0x811c9dc5
  for (const char of String(id)) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return { background: AVATAR_BACKGROUNDS[hash % AVATAR_BACKGROUNDS.length], color: AVATAR_TEXT_COLOR }
}

/** Up to two letters: the first of the name and the first of the surname; '' when neither has one. */
export function avatarInitials(name: string | null | undefined, surname: string | null | undefined): string {
  const first = (value: string | null | undefined) => Array.from((value ?? '').trim())[0] ?? ''
  return `${first(name)}${first(surname)}`.toLocaleUpperCase()
}
