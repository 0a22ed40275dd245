import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { BellIcon } from '@/ui/shell/icons'

import { NotificationBellIsland } from './notification-bell-island'
import type { TNotificationAudience } from './use-notifications'

/**
 * The bell in the shell's dark bar: unread badge (spec 9 formatting, hidden at 0), opens the
 * panel, and keeps both lists live over the page's socket. Its look is Chakra's IconButton,
 * computed here on the server; the island in the browser needs none of Chakra until the panel opens.
 */
export function NotificationBell({ audience }: { audience: TNotificationAudience }) {
  const button = kitStyle({
    recipe: 'button',
    px: '0',
    py: '0',
    _icon: { fontSize: '1.2em' },
    variant: 'ghost',
    color: 'white',
    position: 'relative',
    _hover: { bg: 'whiteAlpha.200' },
    _expanded: { bg: 'whiteAlpha.200' },
    focusRingColor: 'white',
  })
  const badge = kitStyle({
    position: 'absolute',
    top: '0.5',
    insetEnd: '0.5',
    minW: '5',
    h: '5',
    px: '1',
    rounded: 'full',
    bg: 'red.700',
    color: 'white',
    fontSize: '2xs',
    fontWeight: 'bold',
    lineHeight: '5',
    textAlign: 'center',
    boxShadow: '0 0 0 2px white',
    pointerEvents: 'none',
  })
  return (
    <>
      {button.styles}
      {badge.styles}
      <NotificationBellIsland audience={audience} buttonClassName={button.className} badgeClassName={badge.className} icon={<BellIcon boxSize="5" />} />
    </>
  )
}
