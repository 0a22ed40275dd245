import { Link } from '@chakra-ui/react'

export const MAIN_CONTENT_ID = 'main-content'

/** Keyboard users jump past the chrome; the link shows only while focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px={4}
      py={2}
      bg="white"
      color="tenant.primary"
      fontWeight="semibold"
      rounded="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
      focusRingColor="tenant.primary"
    >
      Skip to main content
    </Link>
  )
}
