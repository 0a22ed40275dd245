import { HStack, Stack, Text } from '@chakra-ui/react'

import { UserAvatar } from '@/ui/avatar/user-avatar'

import type { TShellUser } from './shell-user'

/** Avatar, name and role on the dark bar; below md the words stay for screen readers only. */
export function UserSummary({ user, showRole }: { user: TShellUser; showRole: boolean }) {
  return (
    <HStack gap={2} minW={0} data-testid="user-summary">
      <UserAvatar user={user} size="sm" decorative />
      <Stack gap={0} minW={0} maxW="12rem" srOnly={{ base: true, md: false }}>
        <Text fontSize="sm" fontWeight="semibold" color="white" truncate data-testid="user-name">
          {user.fullName}
        </Text>
        {showRole && user.roleName && (
          <Text fontSize="xs" color="whiteAlpha.800" truncate data-testid="user-role">
            {user.roleName}
          </Text>
        )}
      </Stack>
    </HStack>
  )
}
