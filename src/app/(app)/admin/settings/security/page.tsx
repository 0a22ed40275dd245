import { Alert, Container, Heading, Text } from '@chakra-ui/react'

import { can } from '@/access/permissions'
import { IDLE_MINUTES } from '@/auth/session-records'
import { guardAdminRoute } from '@/auth/page-guard'
import { ALWAYS_TWO_FACTOR_ROLES, staffTotpRule } from '@/auth/two-factor/requirement'
import { ChangePasswordCard } from '@/features/account-security/change-password-card'
import { AccountSecurityCards, sessionKeptToSetup } from '@/features/account-security/account-security-cards'
import { BrandingForm } from '@/features/settings/branding-form'
import { SettingsLinks } from '@/features/settings/settings-links'
import { roleDisplayName } from '@/tenancy/terminology'
import { terminologyOf } from '@/tenancy/branding'
import { SESSION_IDLE_MINUTES_RANGE } from '@/tenancy/session-timeouts'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'

export const metadata = { title: 'Password management' }

/**
 * spec 2.1 /admin/settings/security (the "Password management" card, every staff role): the signed-in
 * staff member changes their password (POST /api/auth/update-password: their other sessions end), sets
 * up two-factor sign-in and sees their sessions (decision 039); with spec 6 `features` update, the
 * tenant's session idle time-outs (decision 034) and whether staff must use two-factor sign-in.
 * A session kept to the two-factor set-up sees that card only.
 */
export default async function SecurityPage() {
  const ctx = await guardAdminRoute('/admin/settings/security')
  const { tenant, user } = ctx
  const staff = tenant.staffIdleMinutes ?? null
  const investor = tenant.investorIdleMinutes ?? null
  if (await sessionKeptToSetup()) {
    return (
      <Container maxW="5xl" py={8}>
        <PageHeader title="Set up two-factor sign-in" description={`Signed in as ${user.email}.`} />
        <Alert.Root status="warning" mb={6} data-testid="two-factor-setup-required">
          <Alert.Indicator />
          <Alert.Title>Your organisation requires two-factor sign-in for staff accounts. Set it up here before you carry on.</Alert.Title>
        </Alert.Root>
        <AccountSecurityCards payload={ctx.payload} user={user} tenant={tenant} setupOnly />
      </Container>
    )
  }
  const alwaysRoles = ALWAYS_TWO_FACTOR_ROLES.map((role) => roleDisplayName(role as never, terminologyOf(tenant))).join(' and ')
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title="Password management" back={{ href: '/admin/settings', label: 'Settings' }} description={`Signed in as ${user.email}.`} />
      <SettingsLinks ctx={ctx} path="/admin/settings/security" label="Security settings" descriptions={{ '/admin/settings/security/details': 'your name and email' }} />
      <ChangePasswordCard mb={8} />
      <AccountSecurityCards payload={ctx.payload} user={user} tenant={tenant} />
      <SectionCard title="Two-factor sign-in for staff" mb={8}>
        <Text mb={4} color="fg.muted">
          When required, every staff account signs in with a code from an authenticator app; staff without one are signed out and set it up at their next sign-in.{' '}
          {staffTotpRule() === 'required' ? `${alwaysRoles} accounts always need it on this server.` : `On this server ${alwaysRoles} accounts need it only when it is required here (production requires it of them).`}
        </Text>
        {can(user.role_id, 'features', 'update') ? (
          <BrandingForm
            title="Two-factor sign-in for staff"
            endpoint="/api/security-settings"
            isCustomBranding={false}
            defaultValues={{ staffTwoFactorRequired: tenant.staffTwoFactorRequired ? 'true' : 'false' }}
            fields={[
              {
                name: 'staffTwoFactorRequired',
                label: 'Two-factor sign-in for staff',
                kind: 'select',
                options: [
                  { value: 'false', label: 'Each staff member chooses' },
                  { value: 'true', label: 'Required for every staff account' },
                ],
                helper: 'To require it, switch it on for your own account first.',
              },
            ]}
          />
        ) : (
          <Heading as="p" size="sm">
            {tenant.staffTwoFactorRequired ? 'Required for every staff account' : 'Each staff member chooses'}
          </Heading>
        )}
      </SectionCard>
      <SectionCard title="Session time-outs">
        <Text mb={4} color="fg.muted">
          How long a session may stay idle before it ends. Empty: the platform’s {IDLE_MINUTES.staff} minutes for staff and {IDLE_MINUTES.investor} minutes for investors. New sign-ins use the
          new time-outs; sessions already open keep theirs.
        </Text>
        {can(user.role_id, 'features', 'update') ? (
          <BrandingForm
            title="Session time-outs"
            endpoint="/api/security-settings"
            isCustomBranding={false}
            defaultValues={{ staffIdleMinutes: staff === null ? '' : String(staff), investorIdleMinutes: investor === null ? '' : String(investor) }}
            fields={[
              { name: 'staffIdleMinutes', label: 'Staff: minutes idle', kind: 'number', placeholder: String(IDLE_MINUTES.staff), helper: `${SESSION_IDLE_MINUTES_RANGE.min} to ${SESSION_IDLE_MINUTES_RANGE.max} minutes.` },
              { name: 'investorIdleMinutes', label: 'Investors: minutes idle', kind: 'number', placeholder: String(IDLE_MINUTES.investor), helper: `${SESSION_IDLE_MINUTES_RANGE.min} to ${SESSION_IDLE_MINUTES_RANGE.max} minutes.` },
            ]}
          />
        ) : (
          <Heading as="p" size="sm">
            Staff: {staff ?? IDLE_MINUTES.staff} minutes · Investors: {investor ?? IDLE_MINUTES.investor} minutes
          </Heading>
        )}
      </SectionCard>
    </Container>
  )
}
