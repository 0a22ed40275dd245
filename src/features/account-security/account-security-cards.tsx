import { Badge, Stack, Table, Text } from '@chakra-ui/react'
import { headers } from 'next/headers'
import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { readSession } from '@/auth/session'
import { liveSessionsOf } from '@/auth/session-records'
import { twoFactorRequired } from '@/auth/two-factor/requirement'
import { readTotpState } from '@/auth/two-factor/totp-rows'
import { formatDate, formatDateTime } from '@/lib/dates'
import type { Tenant } from '@/payload-types'
import { SectionCard } from '@/ui/layout/section-card'

import { OtherSessionsButton } from './other-sessions-button'
import { TwoFactorPanel } from './two-factor-panel'

/** A browser's name from its user agent, roughly (enough to tell one's own devices apart). */
function browserOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser'
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser'
  const system = /Windows/.test(userAgent) ? 'Windows' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null
  return system ? `${browser} on ${system}` : browser
}

/**
 * The account's own security cards (issue 13 §8, §9; decision 039), for the investor's
 * /investor/profile/security and the staff /admin/settings/security: two-factor sign-in and the live
 * sessions with "sign out of other sessions". `setupOnly`: the session may only set up two-factor.
 */
export async function AccountSecurityCards({ payload, user, tenant, setupOnly = false }: { payload: Payload; user: TTenantUser; tenant: Tenant; setupOnly?: boolean }) {
  const [state, sessions, current] = await Promise.all([readTotpState(payload.db.pool, user.id), liveSessionsOf(payload.db.pool, user.id), headers().then((list) => readSession(list.get('cookie')))])
  const enabledAt = state?.enabledAt ?? null
  return (
    <Stack gap={8} mb={8}>
      <SectionCard title="Two-factor sign-in" data-testid="two-factor-card">
        <TwoFactorPanel enabledAt={enabledAt} enabledOn={enabledAt ? formatDate(enabledAt) : null} recoveryCodesLeft={state?.recoveryCodesLeft ?? 0} required={twoFactorRequired(user.role_id, tenant)} />
      </SectionCard>
      {!setupOnly && (
        <SectionCard title="Where you are signed in" data-testid="sessions-card">
          <Stack gap={4}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Browser</Table.ColumnHeader>
                  <Table.ColumnHeader>Signed in</Table.ColumnHeader>
                  <Table.ColumnHeader>Last active</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sessions.map((session) => (
                  <Table.Row key={session.id}>
                    <Table.Cell>
                      {browserOf(session.userAgent)}
                      {session.id === current?.sid && (
                        <Badge ms={2} colorPalette="green">
                          This session
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>{formatDateTime(session.startedAt)}</Table.Cell>
                    <Table.Cell>{formatDateTime(session.lastSeenAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {sessions.length === 0 && <Text color="fg.muted">No open sessions.</Text>}
            <OtherSessionsButton others={sessions.filter((session) => session.id !== current?.sid).length} />
          </Stack>
        </SectionCard>
      )}
    </Stack>
  )
}

/** Whether this request's session is kept to setting up two-factor sign-in (decision 039). */
export async function sessionKeptToSetup(): Promise<boolean> {
  const session = await readSession((await headers()).get('cookie'))
  return session?.setup2fa === true
}
