import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { webkitPrefixer } from '@/ui/theme/emotion'
import { chakraStaticCss } from '@/ui/theme/static-css'

// Issue 9: Chakra's global CSS is served once as a stylesheet generated from the system.

describe('the static Chakra stylesheet', () => {
  it('is what the system produces now (run npm run generate:css after changing src/ui/theme/ or src/ui/chakra-rsc/)', () => {
    const { css, classes } = chakraStaticCss()
    const file = fs.readFileSync(path.resolve('src', 'ui', 'theme', 'chakra.css'), 'utf8')
    expect(file.slice(file.indexOf('\n') + 1)).toBe(css)
    expect(JSON.parse(fs.readFileSync(path.resolve('src', 'ui', 'chakra-rsc', 'static-classes.json'), 'utf8'))).toEqual(classes)
  })

  it('declares the cascade layers first, then reset, global styles and tokens', () => {
    const { css } = chakraStaticCss()
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true)
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`)
    expect(css).toContain('--chakra-colors-brand-solid:color-mix(in srgb, var(--tenant-accent) 85%, black)')
  })
})

describe('the stylis prefixer', () => {
  const run = (props: string, value: string) => {
    const element = { type: 'decl', props, children: value, value: `${props}:${value};`, return: '' } as unknown as Parameters<typeof webkitPrefixer>[0]
    webkitPrefixer(element, 0, [], () => '')
    return element.return
  }
  it('prefixes only what Safari still needs', () => {
    expect(run('user-select', 'none')).toBe('-webkit-user-select:none;user-select:none;')
    expect(run('background-clip', 'text')).toBe('-webkit-background-clip:text;background-clip:text;')
    expect(run('display', 'flex')).toBe('')
    expect(run('background-clip', 'padding-box')).toBe('')
  })
})

describe('zod in the browser', () => {
  it('runs without compiling checks (the providers set the global configuration zod reads)', async () => {
    await import('@/ui/theme/providers')
    expect(z.config().jitless).toBe(true)
  })
})
