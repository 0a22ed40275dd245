import { createRequire } from 'node:module'
import path from 'node:path'

import { createSystem, type SystemContext } from '@chakra-ui/react/styled-system'
import { defaultBaseConfig } from '@chakra-ui/react/preset-base'
import type * as ChakraTheme from '@chakra-ui/react/theme'

import { themeConfig } from '@/ui/theme/theme-config'

// The system server components style with: the same configs as src/ui/theme/system.ts. Chakra's
// theme (its recipes) imports Ark's anatomy from modules marked 'use client', which the server
// components' bundle turns into references to the browser; Node's own require reads them as the
// plain modules they are. Built on first use, once per process.

let built: SystemContext | null = null

export function getSystem(): SystemContext {
  if (built) return built
  const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'))
  const { defaultThemeConfig } = nodeRequire('@chakra-ui/react/theme') as typeof ChakraTheme
  built = createSystem(defaultBaseConfig, defaultThemeConfig, themeConfig)
  return built
}
