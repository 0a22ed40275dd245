import { Badge, Container, Table, Text } from '@chakra-ui/react'

import { can, mayGrantRole, mayManageSuperAdmins } from '@/access/permissions'
import { ROLE, ROLE_IDS } from '@/access/roles'
import { guardAdminRoute } from '@/auth/page-guard'
import { StaffAccountActions } from '@/features/settings/staff-account-actions'
import { StaffInviteForm } from '@/features/settings/staff-invite-form'
import { terminologyOf } from '@/tenancy/branding'
import { roleDisplayName } from '@/tenancy/terminology'
import { EmptyPanel } from '@/ui/empty-panel'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'

export const metadata = { title: 'Admin accounts' }

/**
 * spec 2.1 /admin/settings/account/admin-accounts (spec 6 `user`): the tenant's staff accounts; invite
 * a colleague with a role, change a role, reset a lost second factor, disable or enable; the permission module decides who may
 * give which role (decision 008: Super Admin only by a Super Admin). Investors are managed on the investors screens.
 */
export default async function AdminAccountsPage() {
  const ctx = await guardAdminRoute('/admin/settings/account/admin-accounts')
  const { user, tenant, payload } = ctx
  const terminology = terminologyOf(tenant)
  const { docs: accounts } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { not_equals: ROLE.user } }] },
    sort: 'email',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user,
    select: { name: true, surname: true, email: true, role_id: true, disabled_at: true, email_verified_at: true, totp_enabled_at: true },
  })
  const rolesFor = (action: 'create' | 'update') =>
    ROLE_IDS.filter((role) => mayGrantRole(user.role_id, role, action)).map((role) => ({ value: role, label: roleDisplayName(role, terminology) }))
  const grantable = rolesFor('update')
  const mayDisable = can(user.role_id, 'user', 'delete')
  const mayResetTwoFactor = can(user.role_id, 'user', 'update')
  const mayAct = (account: { id: number; role_id: number }) => account.id !== user.id && (account.role_id !== ROLE.superAdmin || mayManageSuperAdmins(user.role_id))
  return (
    <Container maxW="6xl" py={8}>
      <PageHeader title="Admin accounts" back={{ href: '/admin/settings/account', label: 'Account details' }} description="Your colleagues’ accounts and their roles. Each role opens what the permission table gives it." />
      {can(user.role_id, 'user', 'create') && (
        <SectionCard title="Invite a colleague" mb={8}>
          <StaffInviteForm roles={rolesFor('create')} />
        </SectionCard>
      )}
      {accounts.length === 0 ? (
        <EmptyPanel title="No staff accounts yet" description="Invite a colleague above." />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="l2">
          <Table.Root size="sm" data-testid="admin-accounts">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.map((account) => (
                <Table.Row key={account.id} data-account={account.email}>
                  <Table.Cell>{[account.name, account.surname].filter(Boolean).join(' ')}</Table.Cell>
                  <Table.Cell>{account.email}</Table.Cell>
                  <Table.Cell>{roleDisplayName(account.role_id as (typeof ROLE_IDS)[number], terminology)}</Table.Cell>
                  <Table.Cell>
                    {account.disabled_at ? (
                      <Badge colorPalette="red">Disabled</Badge>
                    ) : account.email_verified_at ? (
                      <Badge colorPalette="green">Active</Badge>
                    ) : (
                      <Badge colorPalette="yellow">Invited</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {mayAct(account) ? (
                      <StaffAccountActions
                        account={{ id: account.id, email: account.email, role: account.role_id, disabled: !!account.disabled_at, twoFactor: !!account.totp_enabled_at }}
                        roles={grantable}
                        mayDisable={mayDisable}
                        mayResetTwoFactor={mayResetTwoFactor}
                      />
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        {account.id === user.id ? 'You' : '—'}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Container>
  )
}
