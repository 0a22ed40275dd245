'use client'

import { onDemand, type TOnDemand } from '@/lib/load-on-intent'

import { preloadChakraSystem } from './providers'

/**
 * onDemand() for a module that draws Chakra's client components (a dialog, a menu): the Chakra
 * system starts loading with it. The module is handed over as soon as it is there (it may start its
 * own work, such as a fetch, at once) and its Chakra parts wait in Suspense for the system: render
 * it inside a Suspense boundary.
 */
export const chakraOnDemand = <T>(load: () => Promise<T>): TOnDemand<T> =>
  onDemand(() => {
    void preloadChakraSystem()
    return load()
  })
