// The create menu trigger's look: drawn by the server (create-menu.tsx) until first used, then by
// Chakra's own menu (create-menu-chakra.tsx), with the same classes.
export const CREATE_TRIGGER_PROPS = {
  size: 'sm',
  bg: 'white',
  color: 'tenant.primary',
  _hover: { bg: 'whiteAlpha.900' },
  _expanded: { bg: 'whiteAlpha.900' },
  focusRingColor: 'white',
  px: { base: 2, sm: 3 },
} as const
