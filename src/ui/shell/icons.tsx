import { createIcon } from '@chakra-ui/react'

// Small stroke icons drawn inline: the project has no icon package, and these few do not justify one.
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

export const MenuIcon = createIcon({
  displayName: 'MenuIcon',
  path: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" />,
})

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: <path {...stroke} d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />,
})

export const PlusIcon = createIcon({
  displayName: 'PlusIcon',
  path: <path {...stroke} d="M12 5v14M5 12h14" />,
})

export const ChevronDownIcon = createIcon({
  displayName: 'ChevronDownIcon',
  path: <path {...stroke} d="m6 9 6 6 6-6" />,
})

export const SettingsIcon = createIcon({
  displayName: 'SettingsIcon',
  path: [
    <path
      key="gear"
      {...stroke}
      d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z"
    />,
    <circle key="hub" {...stroke} cx="12" cy="12" r="3" />,
  ],
})

export const LogOutIcon = createIcon({
  displayName: 'LogOutIcon',
  path: <path {...stroke} d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
})

export const InfoIcon = createIcon({
  displayName: 'InfoIcon',
  path: [<circle key="c" {...stroke} cx="12" cy="12" r="10" />, <path key="p" {...stroke} d="M12 16v-4M12 8h.01" />],
})

export const CheckCircleIcon = createIcon({
  displayName: 'CheckCircleIcon',
  path: [<circle key="c" {...stroke} cx="12" cy="12" r="10" />, <path key="p" {...stroke} d="m9 12 2 2 4-4" />],
})

export const WarningIcon = createIcon({
  displayName: 'WarningIcon',
  path: <path {...stroke} d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3ZM12 9v4M12 17h.01" />,
})

export const DocumentIcon = createIcon({
  displayName: 'DocumentIcon',
  path: <path {...stroke} d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7ZM14 2v4a2 2 0 0 0 2 2h4M16 13H8M16 17H8M10 9H8" />,
})

export const MoneyIcon = createIcon({
  displayName: 'MoneyIcon',
  path: [
    <rect key="r" {...stroke} x="2" y="6" width="20" height="12" rx="2" />,
    <circle key="c" {...stroke} cx="12" cy="12" r="2" />,
    <path key="p" {...stroke} d="M6 12h.01M18 12h.01" />,
  ],
})

export const ChartIcon = createIcon({
  displayName: 'ChartIcon',
  path: <path {...stroke} d="M3 3v16a2 2 0 0 0 2 2h16M7 16l4-4 4 4 6-6" />,
})

export const MessageIcon = createIcon({
  displayName: 'MessageIcon',
  path: <path {...stroke} d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
})

export const UserIcon = createIcon({
  displayName: 'UserIcon',
  path: [<path key="p" {...stroke} d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />, <circle key="c" {...stroke} cx="12" cy="7" r="4" />],
})

export const CalendarIcon = createIcon({
  displayName: 'CalendarIcon',
  path: [<rect key="r" {...stroke} x="3" y="4" width="18" height="18" rx="2" />, <path key="p" {...stroke} d="M16 2v4M8 2v4M3 10h18" />],
})
