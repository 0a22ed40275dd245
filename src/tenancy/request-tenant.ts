import type { PayloadRequest } from 'payload'

import { resolveTenantFromHost } from './resolve-tenant'

export const requestTenant = (req: PayloadRequest) => resolveTenantFromHost(req.payload, req.headers.get('host'))
