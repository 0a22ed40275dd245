import type { CollectionConfig } from 'payload'

import { isOperator } from '@/access/current-user'
import { operatorsOnly } from '@/access/payload-access'
import { requireTotpCode, separateTotpCode } from '@/auth/operator-totp'
import { secureCookies } from '@/auth/session'

/** Platform operators: sign in to /cms to provision tenants. Separate from every tenant's users. */
export const Operators: CollectionConfig = {
  slug: 'operators',
  // Secure and SameSite=Strict: the console is never reached from another site (finding 9).
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, cookies: { secure: secureCookies(), sameSite: 'Strict' } },
  admin: { useAsTitle: 'email' },
  // Every operation on operators, unlock included (issue 8, finding 3), is for operators.
  access: {
    read: operatorsOnly,
    create: operatorsOnly,
    update: operatorsOnly,
    delete: operatorsOnly,
    unlock: operatorsOnly,
    readVersions: operatorsOnly,
    admin: ({ req: { user } }) => isOperator(user),
  },
  hooks: { beforeOperation: [separateTotpCode], beforeLogin: [requireTotpCode] },
  fields: [
    { name: 'name', type: 'text' },
    // The authenticator secret (src/auth/operator-totp.ts): set by `npm run operator:create` only, never read over any API.
    { name: 'totpSecret', type: 'text', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
    // The time step of the last code accepted: a code is good for one sign-in (src/auth/operator-totp.ts).
    { name: 'totpLastStep', type: 'number', hidden: true, access: { read: () => false, create: () => false, update: () => false } },
  ],
}
