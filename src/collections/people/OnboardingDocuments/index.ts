import type { Access, CollectionConfig } from 'payload'

import { isOperator, isTenantUser } from '@/access/current-user'
import { createIf, sameTenant, tenantRowsIf } from '@/access/payload-access'
import { can } from '@/access/permissions'
import { ROLE } from '@/access/roles'
import { tenantField } from '@/collections/fields/tenant-field'
import { validateBody } from '@/collections/fields/validate-body'
import { ZOnboardingDocumentBody } from '@/domain/onboarding/onboarding-document-body'

/** spec 6 onboarding_documents index (Super Admin, Support, Investment Manager) lists the tenant's; its investors read them (spec 3: loaded with the user). */
const readOnboardingDocuments: Access = ({ req: { user } }) => {
  if (isOperator(user)) return true
  if (!isTenantUser(user)) return false
  return can(user.role_id, 'onboarding_documents', 'index') || user.role_id === ROLE.user ? sameTenant(user) : false
}

/**
 * Onboarding (sign-up) documents (spec 6 `onboarding_documents`, spec 2.1
 * /admin/settings/investor/sign-up-documents; issue 11 §7, decision 026): the documents a tenant gives
 * its investors to read at sign-up (terms of business, key risks, privacy notice...), in order, each
 * with where it is read and whether it must be accepted. Listed by the roles spec 6 names; written
 * through REST by those with its create / update / delete rights (the settings screen to edit them is
 * the settings issue's).
 */
export const OnboardingDocuments: CollectionConfig = {
  slug: 'onboarding-documents',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'required', 'position', 'tenant'] },
  access: {
    read: readOnboardingDocuments,
    create: createIf('onboarding_documents'),
    update: tenantRowsIf('onboarding_documents', 'update'),
    delete: tenantRowsIf('onboarding_documents', 'delete'),
  },
  hooks: { beforeValidate: [validateBody(ZOnboardingDocumentBody)] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, index: true },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    { name: 'url', type: 'text', maxLength: 500 },
    { name: 'required', type: 'checkbox', defaultValue: false },
    { name: 'position', type: 'number', defaultValue: 0, index: true },
    tenantField,
  ],
  timestamps: true,
}
