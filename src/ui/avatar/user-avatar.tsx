import { useId } from 'react'

import { kitSlotStyles } from '@/ui/chakra-rsc/kit-style'
import { avatarSlots } from '@/ui/shell/shell-styles'

import { avatarColor, avatarInitials } from './avatar-color'
import { AvatarPicture } from './avatar-picture'

export const DEFAULT_AVATAR_SRC = '/default-avatar.svg'

/** The user fields an avatar needs (a subset of GET /api/user). */
export type TAvatarUser = { id: number; name: string | null; surname?: string | null; avatar?: string | null }

type TProps = {
  user: TAvatarUser
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl'
  /** Next to the user's written name the picture adds nothing for screen readers. */
  decorative?: boolean
}

/**
 * spec 3: the user's image; otherwise their initials on a colour derived from the id;
 * otherwise the default image. A broken image falls back the same way. Chakra's Avatar markup
 * and classes, drawn on the server; only a picture needs a script (to swap in once loaded).
 */
export function UserAvatar({ user, size = 'sm', decorative = false }: TProps) {
  const id = `avatar:${useId()}`
  const initials = avatarInitials(user.name, user.surname)
  const colors = avatarColor(user.id)
  const fullName = [user.name, user.surname].filter(Boolean).join(' ').trim()
  const label = decorative ? undefined : fullName || 'User'
  const slots = avatarSlots(size, colors.background, Boolean(initials))
  const styles = kitSlotStyles(slots.slotRecipe, slots.variants, slots.slots)
  const fallbackProps = { 'data-scope': 'avatar', 'data-part': 'fallback', dir: 'ltr', id: `${id}:fallback`, 'data-state': 'visible', className: styles.fallback.className }
  return (
    <>
      {styles.root.styles}
      {styles.fallback.styles}
      {user.avatar && styles.image.styles}
      <div
        data-scope="avatar"
        data-part="root"
        dir="ltr"
        id={id}
        aria-hidden={decorative || undefined}
        role={decorative ? undefined : 'img'}
        aria-label={label}
        data-testid="user-avatar"
        className={styles.root.className}
      >
        {user.avatar ? (
          <AvatarPicture
            id={id}
            src={user.avatar}
            fallback={initials || <img src={DEFAULT_AVATAR_SRC} alt="" />}
            fallbackClassName={styles.fallback.className}
            imageClassName={styles.image.className}
          />
        ) : initials ? (
          <span {...fallbackProps}>{initials}</span>
        ) : (
          // A plain img: a tiny static svg gains nothing from next/image.
          <img {...fallbackProps} src={DEFAULT_AVATAR_SRC} alt="" />
        )}
      </div>
    </>
  )
}
