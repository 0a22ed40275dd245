import type { CSSProperties } from 'react'

import type { TThemeColors } from '@/tenancy/defaults'

const HEX = /^#[0-9a-fA-F]{3,8}$/

/** The tenant's colours as CSS variables for <html style>; anything not a hex colour falls back to the default. */
export function tenantCssVariables(colors: TThemeColors): CSSProperties {
  return Object.fromEntries(
    Object.entries(colors).filter(([, value]) => HEX.test(value)).map(([name, value]) => [`--tenant-${name}`, value]),
  ) as CSSProperties
}
