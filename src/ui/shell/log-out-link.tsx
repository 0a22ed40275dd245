import { Link } from '@chakra-ui/react'

import { SHELL } from './shell-styles'

type TLook = typeof SHELL.logOut | typeof SHELL.staffLogOut | typeof SHELL.drawerLogOut

/** A plain link, never a prefetched one: following /api/logout ends the session (spec 2.1). */
export function LogOutLink({ look = SHELL.logOut, testId = 'log-out' }: { look?: TLook; testId?: string }) {
  return (
    <Link href="/api/logout" {...look.props} data-testid={testId}>
      Log out
    </Link>
  )
}
