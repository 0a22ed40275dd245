import { Link } from '@chakra-ui/react'

import { SHELL } from './shell-styles'

/** A plain link, never a prefetched one: following /api/logout ends the session (spec 2.1). */
export function LogOutLink() {
  return (
    <Link href="/api/logout" {...SHELL.logOut.props} data-testid="log-out">
      Log out
    </Link>
  )
}
