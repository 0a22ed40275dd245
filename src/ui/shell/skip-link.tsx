import { Link } from '@chakra-ui/react'

import { SHELL } from './shell-styles'

export const MAIN_CONTENT_ID = 'main-content'

/** Keyboard users jump past the chrome; the link shows only while focused. */
export function SkipLink() {
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} {...SHELL.skipLink.props}>
      Skip to main content
    </Link>
  )
}
