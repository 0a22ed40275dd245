'use client'

import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { ChakraProvider } from '@chakra-ui/react'
import { useServerInsertedHTML } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { z } from 'zod'

import { system } from './system'

// In the browser zod would probe `Function('')` to decide whether to compile its checks; the
// Content-Security-Policy forbids eval, so the probe only produces a violation report (issue 8,
// finding 13). Tell it up front to interpret instead.
z.config({ jitless: true })

/**
 * Chakra with Emotion's styles flushed into the server HTML; without this the app router
 * hydrates with a mismatch (#418) on every page (STACK-NOTES).
 */
export function Providers({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: 'css' })
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
    const names = registry.flush()
    if (names.length === 0) return null
    const styles = names.map((name) => registry.cache.inserted[name]).filter((style) => typeof style === 'string').join('')
    return <style data-emotion={`${registry.cache.key} ${names.join(' ')}`} dangerouslySetInnerHTML={{ __html: styles }} />
  })

  return (
    <CacheProvider value={registry.cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  )
}
