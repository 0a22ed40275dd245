// Shared look of controls on the shells' dark bar (tenant primary; every demo primary carries
// white text at 11:1 or better).
export const CHROME_GHOST = {
  variant: 'ghost',
  color: 'white',
  _hover: { bg: 'whiteAlpha.200', color: 'white' },
  _expanded: { bg: 'whiteAlpha.200' },
  focusRingColor: 'white',
} as const

export const CHROME_BAR_HEIGHT = '4rem'
