import { defineConfig } from '@chakra-ui/react/styled-system'

// Our part of the Chakra system: breakpoints, the tenant colour tokens, global styles. The tenant's
// colours arrive as CSS variables set on <html> by the server (tenantCssVariables), so the first
// paint already wears the tenant's brand. Kept apart from ./system.ts so that server components
// can build the same system without importing Chakra's theme through the bundler
// (src/ui/chakra-rsc/system.ts).

const brandVar = (name: string) => ({ value: `var(--tenant-${name})` })
const mix = (name: string, percent: number, base = 'white') => ({ value: `color-mix(in srgb, var(--tenant-${name}) ${percent}%, ${base})` })

export const BREAKPOINTS = { sm: '576px', md: '768px', lg: '900px', xl: '1150px', '2xl': '1500px' } as const

export const themeConfig = defineConfig({
  theme: {
    breakpoints: BREAKPOINTS,
    tokens: {
      colors: {
        tenant: {
          primary: brandVar('primary'),
          accent: brandVar('accent'),
          secondary: brandVar('secondary'),
          background: brandVar('background'),
          text: brandVar('text'),
        },
      },
    },
    semanticTokens: {
      colors: {
        // colorPalette="brand": the tenant accent, for buttons, links and focus rings.
        brand: {
          // Darkened a little so white text keeps 4.5:1 on every tenant accent.
          solid: mix('accent', 85, 'black'),
          contrast: { value: 'white' },
          fg: mix('accent', 85, 'black'),
          muted: mix('accent', 25),
          subtle: mix('accent', 10),
          emphasized: mix('accent', 35),
          focusRing: brandVar('accent'),
        },
        // colorPalette="navy": the tenant primary, for the dark chrome.
        navy: {
          solid: brandVar('primary'),
          contrast: { value: 'white' },
          fg: brandVar('primary'),
          muted: mix('primary', 25),
          subtle: mix('primary', 8),
          emphasized: mix('primary', 35),
          focusRing: brandVar('primary'),
        },
      },
    },
  },
  globalCss: {
    body: { bg: 'tenant.background', color: 'tenant.text' },
  },
})

