'use client'

import { CacheProvider } from '@emotion/react'
import { ChakraProvider } from '@chakra-ui/react'
import { useServerInsertedHTML } from 'next/navigation'
import { useState, type ReactNode } from 'react'

import { takeDocumentStyles } from '@/ui/chakra-rsc/document-styles'

import { createEmotionCache } from './emotion'
import type { system as TSystemValue } from './system'

// In the browser zod would probe `Function('')` to decide whether to compile its checks; the
// Content-Security-Policy forbids eval, so the probe only produces a violation report (issue 8,
// finding 13). Tell it up front to interpret instead, through the global object zod reads its
// configuration from (z.config writes the same object), so no page loads zod for this line.
const zodConfigHolder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> }
Object.assign((zodConfigHolder.__zod_globalConfig ??= {}), { jitless: true })

type TSystem = typeof TSystemValue

// The Chakra system (Chakra's theme: every recipe and token, about a third of Chakra's code, and
// the work of building it) is only needed by Chakra's client components; the static parts of
// pages are rendered on the server (src/ui/chakra-rsc). So it is a chunk of its own, loaded the
// first time a client component asks for it (it waits in Suspense meanwhile); pages without
// such components never load it. On the server it is loaded at once.
let loaded: TSystem | null = null
let loading: Promise<void> | null = null
const loadSystem = () => (loading ??= import('./system').then((module) => void (loaded = module.system)))
if (typeof window === 'undefined') void loadSystem()

/** Preloads the system, e.g. when an island is about to open a Chakra dialog. */
export const preloadChakraSystem = () => loadSystem()

/**
 * The system as ChakraProvider sees it: without its global styles (the layer order, reset, global
 * CSS and tokens come from the static stylesheet src/ui/theme/chakra.css, generated from the same
 * system, so Emotion neither writes them into every response nor inserts them at hydration), and
 * the rest read from the loaded system, suspending until it is there.
 */
const lazySystem = new Proxy({ _global: [], _config: { disableLayers: true } } as unknown as TSystem, {
  get(target, property) {
    if (property === '_global' || property === '_config') return Reflect.get(target, property)
    if (!loaded) throw loadSystem()
    return Reflect.get(loaded, property)
  },
})

/**
 * Chakra with Emotion's styles flushed into the server HTML; without this the app router
 * hydrates with a mismatch (#418) on every page (STACK-NOTES). `documentStylesKey`: where the
 * server components of this full page load left their CSS (src/ui/chakra-rsc/document-styles.ts);
 * it goes into the HTML the same way.
 */
export function Providers({ documentStylesKey, children }: { documentStylesKey: string | null; children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createEmotionCache()
    cache.compat = true
    const insert = cache.insert
    let inserted: string[] = []
    cache.insert = (...args) => {
      const serialized = args[1]
      if (cache.inserted[serialized.name] === undefined) inserted.push(serialized.name)
      return insert(...args)
    }
    const flush = () => {
      const names = inserted
      inserted = []
      return names
    }
    return { cache, flush }
  })

  useServerInsertedHTML(() => {
    const kit = documentStylesKey ? takeDocumentStyles(documentStylesKey) : []
    const names = registry.flush()
    if (names.length === 0 && kit.length === 0) return null
    const styles = names.map((name) => registry.cache.inserted[name]).filter((style) => typeof style === 'string').join('')
    return (
      <>
        {kit.length > 0 && <style data-chakra-rsc={kit.map((style) => style.className).join(' ')} dangerouslySetInnerHTML={{ __html: kit.map((style) => style.rules).join('') }} />}
        {names.length > 0 && <style data-emotion={`${registry.cache.key} ${names.join(' ')}`} dangerouslySetInnerHTML={{ __html: styles }} />}
      </>
    )
  })

  return (
    <CacheProvider value={registry.cache}>
      <ChakraProvider value={lazySystem}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
