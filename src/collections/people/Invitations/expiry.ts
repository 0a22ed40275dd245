import type { Payload } from 'payload'

import { runPeriodically } from '@/lib/periodic'

import { expireStaleInvitations } from './invitations'

/**
 * Every minute in the server process (src/server/http-server.ts): pending invitations past their
 * expiry become expired, so the list's status filter and badge say so. The link itself is refused
 * from the moment it expires, whether or not this has run (the accept call reads expires_at).
 */
export const startInvitationExpiry = (payload: Payload) => runPeriodically(payload, 'invitation expiry', 60_000, () => expireStaleInvitations(payload))
