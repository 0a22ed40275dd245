import { chakra } from '@chakra-ui/react'

import { kitSlotStyles, type TKitStyle } from '@/ui/chakra-rsc/kit-style'

import type { TAlertLooks } from './plain-controls'

// Looks the plain controls share, computed on the server (server components only).

// Chakra's WarningIcon and CheckCircleIcon (components/icons.js), the status icons of its Alert.
const STATUS_ICON = {
  error:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success:
    'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
} as const

/** FormAlert's look (Chakra's Alert with its status icon) for an error and a success. */
export function formAlertLooks(): { looks: TAlertLooks; styles: TKitStyle['styles'] } {
  const styles: TKitStyle['styles'] = []
  const looks = {} as TAlertLooks
  for (const status of ['error', 'success'] as const) {
    const parts = kitSlotStyles('alert', { status }, { root: {}, indicator: {}, title: {} })
    styles.push(...parts.root.styles, ...parts.indicator.styles, ...parts.title.styles)
    looks[status] = {
      root: { className: parts.root.className },
      indicator: {
        className: parts.indicator.className,
        content: (
          <chakra.svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24">
            <path d={STATUS_ICON[status]} />
          </chakra.svg>
        ),
      },
      title: { className: parts.title.className },
    }
  }
  return { looks, styles }
}
