import { AVATAR_BACKGROUNDS, AVATAR_TEXT_COLOR } from '@/ui/avatar/avatar-color'
import type { TStaticStyle } from '@/ui/chakra-rsc/static-styles'

import { CHROME_BAR_HEIGHT, CHROME_GHOST } from './chrome'
import { CREATE_TRIGGER_PROPS } from './create-menu-trigger'

// The style props of the shells' elements, the same on every page, as data: the components spread
// them (`<Flex {...SHELL.frame.props}>`) and scripts/generate-chakra-css.ts puts their classes in
// the static stylesheet (src/ui/chakra-rsc/static-styles.ts), so no page carries their CSS.
// Change a style here, not at the call site (a prop added there makes that class a page's own).

const box = <T extends object>(props: T) => ({ component: 'Box', props }) as const
const flex = <T extends object>(props: T) => ({ component: 'Flex', props }) as const
const link = <T extends object>(props: T) => ({ component: 'Link', props }) as const

/** The bar's Log out link. */
const LOG_OUT = { color: 'white', fontSize: 'sm', fontWeight: 'medium', whiteSpace: 'nowrap', px: 2, py: 2, rounded: 'md', focusRingColor: 'white' } as const
/** A link at the foot of the navigation drawer (Settings, and Log out on a phone). */
const DRAWER_LINK = {
  display: 'flex',
  alignItems: 'center',
  px: 3,
  py: 2,
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'white',
  textDecoration: 'none',
  _hover: { bg: 'whiteAlpha.100', textDecoration: 'none' },
  focusRingColor: 'white',
} as const
const text = <T extends object>(props: T) => ({ component: 'Text', props }) as const
const container = <T extends object>(props: T) => ({ component: 'Container', props }) as const
const icon = <T extends object>(props: T) => ({ component: 'Icon', props }) as const
const style = <T extends object>(props: T) => ({ kitStyle: props }) as const

const NAV_LINK = {
  recipe: 'link',
  display: 'block',
  px: 3,
  rounded: 'md',
  fontSize: 'sm',
  color: 'whiteAlpha.800',
  bg: 'transparent',
  borderStartWidth: '3px',
  borderColor: 'transparent',
  textDecoration: 'none',
  _hover: { bg: 'whiteAlpha.100', color: 'white', textDecoration: 'none' },
  focusRingColor: 'white',
  focusRingOffset: '0',
  // The current page and its section (aria-current, data-active: staff-navigation-links.tsx).
  '&[data-active]': { color: 'white' },
  _currentPage: { bg: 'whiteAlpha.200', borderColor: 'tenant.secondary' },
} as const

const investorNavLink = (row: boolean) => ({
  recipe: 'link',
  display: 'flex',
  alignItems: 'center',
  w: row ? undefined : 'full',
  px: 3,
  py: 2,
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'whiteAlpha.800',
  bg: 'transparent',
  rounded: row ? 'none' : 'md',
  borderBottomWidth: row ? '3px' : 0,
  borderStartWidth: row ? 0 : '3px',
  borderColor: 'transparent',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { color: 'white', bg: 'whiteAlpha.100', textDecoration: 'none' },
  focusRingColor: 'white',
  focusRingOffset: '0',
  // The current one (aria-current: investor-navigation-links.tsx).
  _currentPage: { fontWeight: 'semibold', color: 'white', borderColor: 'tenant.secondary', ...(row ? {} : { bg: 'whiteAlpha.200' }) },
})

const investorNav = (row: boolean) => ({
  nav: style({ bg: 'tenant.primary', color: 'white', h: row ? 'full' : undefined, px: row ? 0 : 3, py: row ? 0 : 4 }),
  list: style({ listStyleType: 'none', display: 'flex', flexDirection: row ? 'row' : 'column', gap: 1, h: row ? 'full' : undefined }),
  item: style({ display: 'flex' }),
  link: style(investorNavLink(row)),
})

export const SHELL = {
  frame: flex({ direction: 'column', minH: '100dvh' }),
  skipLink: link({
    position: 'absolute',
    top: '2',
    insetStart: '2',
    zIndex: 'skipNav',
    px: 4,
    py: 2,
    bg: 'white',
    color: 'tenant.primary',
    fontWeight: 'semibold',
    rounded: 'md',
    boxShadow: 'md',
    transform: 'translateY(-200%)',
    _focusVisible: { transform: 'translateY(0)' },
    focusRingColor: 'tenant.primary',
  }),
  logOut: link(LOG_OUT),
  // On a phone the staff bar leaves Log out to the navigation drawer: the tenant's name and the search box need the width.
  staffLogOut: link({ ...LOG_OUT, hideBelow: 'md' }),
  logo: link({
    color: 'white',
    fontWeight: 'bold',
    fontSize: { base: 'md', md: 'lg' },
    textDecoration: 'none',
    _hover: { textDecoration: 'none', opacity: 0.9 },
    focusRingColor: 'white',
    minW: 0,
    truncate: true,
  }),
  logoImage: box({ maxH: '9', maxW: { base: '32', md: '48' }, objectFit: 'contain', display: 'block' }),
  spacer: { component: 'Spacer', props: {} },
  // Beside the search box from md up; below md the box takes the bar's free width itself.
  searchSpacer: { component: 'Spacer', props: { hideBelow: 'md' } },
  // Staff
  staffHeader: box({ bg: 'tenant.primary', color: 'white', position: 'sticky', top: 0, zIndex: 'sticky', borderBottomWidth: '1px', borderColor: 'whiteAlpha.300' }),
  staffBar: flex({ h: CHROME_BAR_HEIGHT, align: 'center', gap: { base: 1, sm: 2 }, px: { base: 3, lg: 5 } }),
  staffBody: flex({ flex: '1', minH: 0 }),
  staffAside: box({
    hideBelow: 'lg',
    w: '64',
    flexShrink: 0,
    bg: 'tenant.primary',
    position: 'sticky',
    top: CHROME_BAR_HEIGHT,
    h: `calc(100dvh - ${CHROME_BAR_HEIGHT})`,
    overflowY: 'auto',
  }),
  staffMain: box({ outline: 'none', flex: '1', minW: 0, px: { base: 4, md: 8 }, py: { base: 6, md: 8 } }),
  staffContent: box({ maxW: '7xl', mx: 'auto' }),
  settingsButton: { component: 'IconButton', props: { ...CHROME_GHOST, hideBelow: 'lg' } },
  drawerSettingsBox: box({ px: 3, pb: 4 }),
  drawerSettingsLink: link({ ...DRAWER_LINK, gap: 2, borderTopWidth: '1px', borderColor: 'whiteAlpha.300' }),
  drawerLogOut: link({ ...DRAWER_LINK, hideFrom: 'md' }),
  staffNav: {
    nav: style({ bg: 'tenant.primary', color: 'white', px: 3, py: 4 }),
    list: style({ listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: 1 }),
    subList: style({ listStyleType: 'none', mt: 1, ms: 3, ps: 2, borderStartWidth: '1px', borderColor: 'whiteAlpha.300', display: 'flex', flexDirection: 'column', gap: 0.5 }),
    level1: style({ ...NAV_LINK, py: 2, fontWeight: 'semibold' }),
    level2: style({ ...NAV_LINK, py: 1.5, fontWeight: 'normal', '&[data-active]': { color: 'white', fontWeight: 'semibold' } }),
  },
  // Investor
  investorHeader: box({ bg: 'tenant.primary', color: 'white', position: 'sticky', top: 0, zIndex: 'sticky' }),
  barContainer: container({ maxW: '7xl', px: { base: 3, md: 6 } }),
  investorBar: flex({ h: CHROME_BAR_HEIGHT, align: 'center', gap: { base: 1, sm: 2 } }),
  investorNavBox: box({ hideBelow: 'md', alignSelf: 'stretch', ms: { md: 4, lg: 8 } }),
  investorMain: box({ outline: 'none', flex: '1' }),
  investorContent: container({ maxW: '7xl', px: { base: 4, md: 6 }, py: { base: 6, md: 10 } }),
  investorNavRow: investorNav(true),
  investorNavColumn: investorNav(false),
  // Minimal (unverified email)
  minimalHeader: box({ bg: 'tenant.primary', color: 'white' }),
  minimalBar: flex({ h: CHROME_BAR_HEIGHT, align: 'center', gap: 3 }),
  minimalMain: box({ flex: '1', outline: 'none' }),
  minimalContent: container({ maxW: '7xl', px: { base: 4, md: 6 }, py: { base: 6, md: 8 } }),
  minimalNotice: box({ mb: 6 }),
  // Risk banner
  riskBanner: box({
    h: '70px',
    minH: '70px',
    maxH: '70px',
    bg: 'gray.100',
    color: 'gray.900',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
    display: 'flex',
    alignItems: 'center',
    overflowY: 'auto',
  }),
  riskText: text({ fontSize: { base: '12px', md: 'sm' }, lineHeight: '1.25' }),
  riskButton: style({
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    color: 'gray.900',
    cursor: 'pointer',
    rounded: 'sm',
    focusVisibleRing: 'outside',
    focusRingColor: 'gray.900',
  }),
  // The bar's controls
  drawerButton: (hideFrom: 'md' | 'lg') => style({ recipe: 'button', px: '0', py: '0', _icon: { fontSize: '1.2em' }, ...CHROME_GHOST, hideFrom, ms: -2 }),
  createTrigger: style({ recipe: 'button', ...CREATE_TRIGGER_PROPS }),
  createLabel: style({ hideBelow: 'sm' }),
  // The badge sits beside the button, over its corner, not inside it: digits inside the button
  // would be part of its visible label without being in its accessible name (WCAG 2.5.3).
  bellWrap: style({ position: 'relative', display: 'inline-flex' }),
  bellButton: style({
    recipe: 'button',
    px: '0',
    py: '0',
    _icon: { fontSize: '1.2em' },
    variant: 'ghost',
    color: 'white',
    _hover: { bg: 'whiteAlpha.200' },
    _expanded: { bg: 'whiteAlpha.200' },
    focusRingColor: 'white',
  }),
  bellBadge: style({
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
    // The badge's height as a length: a bare '5' is no line-height token and became 5 × the font
    // size (50px), which pushed the count out of the red circle.
    lineHeight: '1.25rem',
    textAlign: 'center',
    boxShadow: '0 0 0 2px white',
    pointerEvents: 'none',
  }),
  // The staff search on the bar (issue 11 §11): a combobox whose list drops below it, across the
  // screen below md (the bar has no room there).
  search: {
    root: style({ position: 'relative', flex: { base: '1', md: '0 1 28rem' }, minW: '5rem', mx: { base: 1, md: 4 } }),
    input: style({
      w: 'full',
      h: '9',
      px: 3,
      rounded: 'md',
      bg: 'whiteAlpha.200',
      color: 'white',
      borderWidth: '1px',
      borderColor: 'whiteAlpha.400',
      fontSize: 'sm',
      _placeholder: { color: 'whiteAlpha.800' },
      _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '1px', bg: 'whiteAlpha.300' },
    }),
    popup: style({
      position: { base: 'fixed', md: 'absolute' },
      top: { base: CHROME_BAR_HEIGHT, md: 'calc(100% + 0.25rem)' },
      insetStart: { base: 2, md: 0 },
      insetEnd: { base: 2, md: 'auto' },
      w: { md: 'min(32rem, calc(100vw - 2rem))' },
      maxH: '70dvh',
      overflowY: 'auto',
      bg: 'white',
      color: 'gray.900',
      rounded: 'md',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderColor: 'gray.200',
      py: 1,
      zIndex: 'dropdown',
    }),
    groupLabel: style({ px: 3, pt: 2, pb: 1, fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide', color: 'gray.600' }),
    option: style({ display: 'block', px: 3, py: 1.5, color: 'gray.900', textDecoration: 'none', cursor: 'pointer', _hover: { bg: 'gray.100' }, '&[aria-selected=true]': { bg: 'gray.100', boxShadow: 'inset 3px 0 0 var(--chakra-colors-gray-900)' } }),
    title: style({ display: 'block', fontSize: 'sm', fontWeight: 'medium', truncate: true }),
    detail: style({ display: 'block', fontSize: 'xs', color: 'gray.600', truncate: true }),
    status: style({ px: 3, py: 2, fontSize: 'sm', color: 'gray.600' }),
    all: style({ display: 'block', px: 3, py: 2, mt: 1, fontSize: 'sm', fontWeight: 'semibold', color: 'gray.900', textDecoration: 'underline', borderTopWidth: '1px', borderColor: 'gray.200', _hover: { bg: 'gray.100' }, '&[aria-selected=true]': { bg: 'gray.100' } }),
    live: style({ srOnly: true }),
  },
  // The user on the bar
  // Never narrower than its avatar (on a phone's bar the avatar overlapped Log out): the logo gives way.
  userSummary: { component: 'HStack', props: { gap: 2, minW: 0, flexShrink: 0 } },
  userWords: { component: 'Stack', props: { gap: 0, minW: 0, maxW: '12rem', srOnly: { base: true, md: false } } },
  userName: text({ fontSize: 'sm', fontWeight: 'semibold', color: 'white', truncate: true }),
  userRole: text({ fontSize: 'xs', color: 'whiteAlpha.800', truncate: true }),
  // Icons of the bar
  icon5: icon({ boxSize: '5' }),
  icon4: icon({ boxSize: '4' }),
  icon4Wide: icon({ boxSize: '4', hideBelow: 'sm' }),
} as const

/** An avatar's slot styles (user-avatar.tsx): its colour comes from the user id, one of a few. */
export const avatarSlots = (size: string, background: string, initials: boolean) => ({
  slotRecipe: 'avatar',
  variants: { size },
  slots: { root: { bg: background, color: AVATAR_TEXT_COLOR, flexShrink: 0 }, fallback: initials ? { fontWeight: 'semibold' } : {}, image: {} },
})

type TEntry = TStaticStyle | ((...args: never[]) => unknown) | { readonly [key: string]: unknown }

function entriesOf(value: TEntry): TStaticStyle[] {
  if (typeof value === 'function') return []
  if ('component' in value || 'kitStyle' in value || 'slotRecipe' in value) return [value as TStaticStyle]
  return Object.values(value).flatMap((inner) => entriesOf(inner as TEntry))
}

/** Every declared style, for the static stylesheet. */
export const SHELL_STATIC_STYLES: TStaticStyle[] = [
  ...entriesOf(SHELL),
  SHELL.drawerButton('md'),
  SHELL.drawerButton('lg'),
  ...AVATAR_BACKGROUNDS.flatMap((background) => [avatarSlots('sm', background, true), avatarSlots('sm', background, false)]),
] as TStaticStyle[]
