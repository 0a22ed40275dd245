import { HStack, Stack, Text } from '@chakra-ui/react'

import { UserAvatar } from '@/ui/avatar/user-avatar'

import { SHELL } from './shell-styles'
import type { TShellUser } from './shell-user'

/** Avatar, name and role on the dark bar; below md the words stay for screen readers only. */
export function UserSummary({ user, showRole }: { user: TShellUser; showRole: boolean }) {
  return (
    <HStack {...SHELL.userSummary.props} data-testid="user-summary">
      <UserAvatar user={user} size="sm" decorative />
      <Stack {...SHELL.userWords.props}>
        <Text {...SHELL.userName.props} data-testid="user-name">
          {user.fullName}
        </Text>
        {showRole && user.roleName && (
          <Text {...SHELL.userRole.props} data-testid="user-role">
            {user.roleName}
          </Text>
        )}
      </Stack>
    </HStack>
  )
}
