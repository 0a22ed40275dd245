import { Link } from '@chakra-ui/react'

/** A plain link, never a prefetched one: following /api/logout ends the session (spec 2.1). */
export function LogOutLink() {
  return (
    <Link
      href="/api/logout"
      color="white"
      fontSize="sm"
      fontWeight="medium"
      whiteSpace="nowrap"
      px={2}
      py={2}
      rounded="md"
      focusRingColor="white"
      data-testid="log-out"
    >
      Log out
    </Link>
  )
}
