'use client'

import { Avatar } from '@chakra-ui/react'

import { avatarColor, avatarInitials } from './avatar-color'

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
 * otherwise the default image. A broken image falls back the same way.
 */
export function UserAvatar({ user, size = 'sm', decorative = false }: TProps) {
  const initials = avatarInitials(user.name, user.surname)
  const colors = avatarColor(user.id)
  const fullName = [user.name, user.surname].filter(Boolean).join(' ').trim()
  const label = decorative ? undefined : fullName || 'User'
  return (
    <Avatar.Root
      size={size}
      bg={colors.background}
      color={colors.color}
      flexShrink={0}
      aria-hidden={decorative || undefined}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      data-testid="user-avatar"
    >
      {initials ? (
        <Avatar.Fallback fontWeight="semibold">{initials}</Avatar.Fallback>
      ) : (
        <Avatar.Fallback asChild>
          {/* A plain img: a tiny static svg gains nothing from next/image. */}
          <img src={DEFAULT_AVATAR_SRC} alt="" />
        </Avatar.Fallback>
      )}
      {user.avatar && <Avatar.Image src={user.avatar} alt="" />}
    </Avatar.Root>
  )
}
