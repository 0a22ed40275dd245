'use client'

import { onDemand, type TOnDemand } from '@/lib/load-on-intent'

import { preloadChakraSystem } from './providers'

/**
 * onDemand() for a module that draws Chakra's client components (a dialog, a menu): the Chakra
 * system loads with it, so it renders as soon as it is there.
 */
export const chakraOnDemand = <T>(load: () => Promise<T>): TOnDemand<T> =>
  onDemand(() => Promise.all([load(), preloadChakraSystem()]).then(([module]) => module))
