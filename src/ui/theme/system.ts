import { createSystem } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import { defaultThemeConfig } from '@chakra-ui/react/theme'

import { themeConfig } from './theme-config'

// The Chakra system of client components (and of the static stylesheet): Chakra's base and theme
// configs plus ours. Built from those rather than `defaultConfig`: the module exporting that also
// builds a whole default system when it loads, which every browser paid for (issue 9). The
// subpath imports also keep this module off the '@chakra-ui/react' alias (next.config.ts).
export const system = createSystem(defaultBaseConfig, defaultThemeConfig, themeConfig)
