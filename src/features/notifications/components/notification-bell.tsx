import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { BellIcon } from '@/ui/shell/icons'
import { SHELL } from '@/ui/shell/shell-styles'

import { NotificationBellIsland } from './notification-bell-island'
import type { TNotificationAudience } from './use-notifications'

/**
 * The bell in the shell's dark bar: unread badge (spec 9 formatting, hidden at 0), opens the
 * panel, and keeps both lists live over the page's socket. Its look is Chakra's IconButton,
 * computed here on the server; the island in the browser needs none of Chakra until the panel opens.
 */
export function NotificationBell({ audience }: { audience: TNotificationAudience }) {
  const button = kitStyle(SHELL.bellButton.kitStyle)
  const badge = kitStyle(SHELL.bellBadge.kitStyle)
  const wrap = kitStyle(SHELL.bellWrap.kitStyle)
  return (
    <>
      {button.styles}
      {badge.styles}
      {wrap.styles}
      <NotificationBellIsland
        audience={audience}
        wrapClassName={wrap.className}
        buttonClassName={button.className}
        badgeClassName={badge.className}
        icon={<BellIcon {...SHELL.icon5.props} />}
      />
    </>
  )
}
