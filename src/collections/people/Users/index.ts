import { APIError, type Access, type CollectionConfig, type Field } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { can, mayManageSuperAdmins } from '@/access/permissions'
import { anyOf, fieldIf, sameTenant } from '@/access/payload-access'
import { ROLE, ROLE_IDS, ROLE_LABEL } from '@/access/roles'
import { tenantSessionStrategy } from '@/auth/session-strategy'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { namedByLedger } from '@/collections/investments/money/ledger'
import { LEAD_STATUSES, LEAD_STATUS_LABEL } from '@/domain/contacts/contacts'
import { ZInvestorBody } from '@/domain/investors/investor-body'
import { PROFILE_DETAIL_FIELDS, PROFILE_DETAIL_MAX } from '@/domain/investors/profile-details'

import { validateStaffOwner } from '../staff-owner'

import { investorStaffActionEndpoints } from './endpoints/staff-actions'
import { updateUserEndpoint } from './endpoints/update-user'
import { announceEmailChange, resetOnEmailChange } from './hooks/email-change'
import { sendSetPasswordToNewInvestor } from './hooks/set-password-mail'
import { refuseSuperAdminGrant } from './hooks/super-admin-grant'
import { validateAcceptedTermsVersion } from './hooks/validate-accepted-terms-version'

const investorsOnly = { role_id: { equals: ROLE.user } }

/** Who may touch which user rows: themselves; investors for the investors resource; everyone for admin accounts (`user`). */
const userRows =
  (action: 'index' | 'update' | 'delete'): Access =>
  ({ req: { user } }) => {
    if (isOperator(user)) return true
    if (!isTenantUser(user)) return false
    if (can(user.role_id, 'user', action)) {
      // Super Admin accounts are changed or removed by Super Admins only (finding 16).
      const superAdminsToo = action === 'index' || mayManageSuperAdmins(user.role_id)
      return superAdminsToo ? sameTenant(user) : { and: [sameTenant(user), { role_id: { not_equals: ROLE.superAdmin } }] }
    }
    return anyOf(user, [
      action !== 'delete' && { id: { equals: user.id } },
      can(user.role_id, 'investors', action) && investorsOnly,
    ])
  }

const hidden = { hidden: true, access: { read: () => false, update: () => false, create: () => false } } as const

const nobody = () => false

/**
 * The people of one tenant: investors (role 5) and staff. Identity is per tenant: the same email
 * may exist once in each tenant, so (tenant, email) is unique, not the email alone.
 * Authentication is our sealed session cookie only (src/auth), never Payload's local strategy.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { disableLocalStrategy: true, strategies: [tenantSessionStrategy] },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'surname', 'role_id', 'tenant'] },
  // (tenant, surname): the investors list's default order (issue 11 §1).
  indexes: [{ fields: ['tenant', 'email'], unique: true }, { fields: ['tenant', 'surname'] }],
  access: {
    read: userRows('index'),
    update: userRows('update'),
    delete: userRows('delete'),
    create: ({ req: { user } }) =>
      isOperator(user) || (isTenantUser(user) && (can(user.role_id, 'investors', 'create') || can(user.role_id, 'user', 'create'))),
  },
  hooks: {
    beforeOperation: [refuseSuperAdminGrant],
    // The investor form's schema first (name, surname, email: issue 11 §1), then the rest.
    beforeValidate: [validateBody(ZInvestorBody), validateAcceptedTermsVersion],
    beforeChange: [resetOnEmailChange],
    afterChange: [announceEmailChange, sendSetPasswordToNewInvestor],
    // An investor the ledger names is kept, as the ledger is (its foreign keys would refuse with a 500).
    beforeDelete: [
      async ({ req, id }) => {
        if (await namedByLedger(req, 'investor', Number(id))) throw new APIError('This investor has investments on the ledger, which is kept: the account cannot be deleted. Disable it instead.', 409, null, true)
      },
    ],
  },
  endpoints: [...investorStaffActionEndpoints, updateUserEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    { name: 'surname', type: 'text', maxLength: 100 },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      access: { update: fieldIf('investors', 'update') },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)] },
    },
    {
      name: 'role_id',
      type: 'number',
      required: true,
      defaultValue: ROLE.user,
      index: true,
      validate: (value: number | null | undefined) => ROLE_IDS.includes(value as never) || 'Unknown role',
      admin: { description: ROLE_IDS.map((id) => `${id} ${ROLE_LABEL[id]}`).join(', ') },
      access: { create: fieldIf('user', 'create'), update: fieldIf('user', 'update') },
    },
    { name: 'email_verified_at', type: 'date', index: true, access: { update: fieldIf('investors', 'update'), create: fieldIf('investors', 'create') } },
    { name: 'avatar', type: 'text', maxLength: 500 },
    // The investor's own details (issue 13 §8 details, decision 037): written by the investor through
    // POST /api/portal-profile/details (zod, these fields only) and by staff with investors update.
    ...PROFILE_DETAIL_FIELDS.map((name): Field => (name === 'date_of_birth' ? { name, type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } } : { name, type: 'text', maxLength: PROFILE_DETAIL_MAX[name] })),
    { name: 'accepted_terms_version', type: 'number', defaultValue: 0, min: 0 },
    { name: 'compliance_passed', type: 'checkbox', defaultValue: false, index: true, access: { update: fieldIf('investors', 'update'), create: fieldIf('investors', 'create') } },
    { name: 'compliance_tries', type: 'number', defaultValue: 0, min: 0, access: { update: fieldIf('investors', 'update'), create: fieldIf('investors', 'create') } },
    {
      // Whether the investor holds an investment that is not cancelled (issue 11 §1 "has invested"),
      // kept by PostgreSQL: triggers on investments set it in the transaction that writes them, and a
      // trigger on users puts it back if any other write (this collection's own) says otherwise
      // (migration 20261124_*_investors). Nobody writes it through Payload.
      name: 'hasInvested',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Kept by the database from the investments (not cancelled).' },
    },
    {
      // Set while the account is disabled (issue 11 §1, decision 023): no sign-in, no live session.
      // Written only by the staff actions' endpoints (disable / enable), which end the sessions.
      name: 'disabled_at',
      type: 'date',
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Set by the Disable account action on the investor record.' },
    },
    {
      // An investor's lead status (spec 4's lead status types: 1 active, 2 inactive, 3 investment),
      // as a contact's; for the investors list's filter (issue 11 §1). Staff accounts have none.
      name: 'leadStatus',
      type: 'number',
      index: true,
      validate: (value: number | null | undefined) => value == null || (LEAD_STATUSES as readonly number[]).includes(value) || 'Choose a lead status',
      admin: { description: LEAD_STATUSES.map((code) => `${code} ${LEAD_STATUS_LABEL[code]}`).join(', ') },
      access: { create: fieldIf('investors', 'create'), update: fieldIf('investors', 'update') },
    },
    {
      // The investor's adviser (spec 3's `owner` relation): a staff account of the tenant.
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      validate: validateStaffOwner as never,
      access: { create: fieldIf('investors', 'create'), update: fieldIf('investors', 'update') },
    },
    {
      // The adviser's name, kept by PostgreSQL as contacts' owner_name is (migration *_investor_list_filters,
      // hand SQL): every role that lists investors reads it, though most may not read staff accounts.
      name: 'ownerName',
      type: 'text',
      maxLength: 201,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true },
    },
    {
      // The category of the investor's latest client categorisation that was not rejected (decision
      // 028), kept by PostgreSQL from investor_categorisations (hand SQL), for the list's filter.
      // Whether it is in force (approved, not expired) is the category tab's question (decision 023).
      name: 'latestCategory',
      type: 'text',
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Kept by the database from the client categorisations.' },
    },
    // The first-time journey (issue 13 §1, decision 030), each set once by the investor's own step
    // (the journey endpoints, with the test clock's time); staff and the API cannot write them.
    // Read by nextPortalStep with the session user, so they are in findSessionUser's statement.
    { name: 'risk_warning_accepted_at', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true, description: 'When the investor chose to proceed past the personalised risk warning.' } },
    { name: 'offers_requested_at', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true, description: 'The first request to see offers: the 24-hour cooling-off starts here.' } },
    { name: 'offers_proceeded_at', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true, description: 'When the investor chose to proceed after the cooling-off period.' } },
    tenantField,
    // Credentials and throttling: never leave the server.
    { name: 'password_hash', type: 'text', ...hidden },
    { name: 'session_version', type: 'number', defaultValue: 0, ...hidden },
    { name: 'failed_logins', type: 'number', defaultValue: 0, ...hidden },
    { name: 'locked_until', type: 'date', ...hidden },
    { name: 'token_hash', type: 'text', index: true, ...hidden },
    { name: 'token_purpose', type: 'text', ...hidden },
    { name: 'token_expires_at', type: 'date', ...hidden },
    // An investor's own change of sign-in email waiting for its confirmation (decision 037): the new
    // address, the hash of the link's token (looked up by it) and when the link expires. The email
    // itself changes only when the link is opened (src/features/portal/server/email-change-endpoints.ts).
    { name: 'email_change_to', type: 'text', ...hidden },
    { name: 'email_change_token_hash', type: 'text', index: true, ...hidden },
    { name: 'email_change_expires_at', type: 'date', ...hidden },
    // Two-factor sign-in (issue 13 §8, §9; decision 039; src/auth/two-factor): when it was switched on
    // (read-only, in the session user), and the secrets, written only by src/auth/two-factor/totp-rows.ts.
    { name: 'totp_enabled_at', type: 'date', access: { create: nobody, update: nobody }, admin: { readOnly: true, description: 'When the account switched on two-factor sign-in (an authenticator app).' } },
    { name: 'totp_secret', type: 'text', ...hidden },
    { name: 'totp_pending_secret', type: 'text', ...hidden },
    { name: 'totp_last_step', type: 'number', ...hidden },
    { name: 'totp_recovery_hashes', type: 'json', ...hidden },
  ],
}
