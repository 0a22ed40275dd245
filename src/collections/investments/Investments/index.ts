import type { CollectionConfig } from 'payload'

import { tenantField } from '@/collections/fields/tenant-field'
import { TAX_OPTION_VALUES, TAX_OPTIONS } from '@/domain/investments/opportunity-content'
import { HOLDER_KINDS, INVESTMENT_STATUS_LABEL, INVESTMENT_STATUSES, INVESTMENT_TYPE_LABEL, INVESTMENT_TYPES, SUBJECT_KINDS } from '@/domain/investments/money-model'

import { nobody, readMoneyRows } from '../money/money-access'
import { cancelInvestmentEndpoint } from './endpoints/cancel-investment'
import { createInvestmentEndpoint } from './endpoints/create-investment'
import { exportInvestmentsEndpoint } from './endpoints/export-investments'
import { capTableExportEndpoint } from './endpoints/export-cap-table'
import { exportLedgerEndpoint } from './endpoints/export-ledger'
import { nomineeInvestmentEndpoint, organisationInvestmentEndpoint, pensionInvestmentEndpoint } from './endpoints/holder-investment'
import { holderInvestmentsEndpoint } from './endpoints/holder-investments'
import { opportunityInvestorsEndpoint } from './endpoints/opportunity-investors'
import { manualInvestmentEndpoint, subsequentInvestmentEndpoint } from './endpoints/manual-investment'
import { receivePaymentEndpoint } from './endpoints/receive-payment'
import { reconciliationEndpoint, reconciliationExportEndpoint } from './endpoints/reconciliation'
import { investmentPaymentsEndpoint, payInstructionsEndpoint } from './endpoints/payment-reads'
import { bankTransferNoticeEndpoint, investmentCardPaymentEndpoint } from '../Payments/endpoints/investor-payments'

/**
 * spec 3/7 investments (issue 10 §1, docs/decisions/012, 014): who holds what in which opportunity,
 * fund or company, with its workflow status. What was committed, paid and held is the ledger's (ledger-entries), never
 * these columns added up: `amount` and `shares` are what was asked for, the ledger what happened.
 *
 * Written only by the endpoints below (each in one transaction, with an Idempotency-Key, after its
 * permission check in src/access/investment-access.ts); Payload's own create, update and delete
 * are closed to everyone (the endpoints write with the server's rights). POST /api/investments is
 * the investor's invest call: a collection's own endpoints are matched before Payload's create.
 */
export const Investments: CollectionConfig = {
  slug: 'investments',
  admin: { useAsTitle: 'paymentReference', defaultColumns: ['paymentReference', 'holder', 'opportunity', 'amount', 'currency', 'status', 'tenant'], group: 'Money' },
  access: { read: readMoneyRows, create: nobody, update: nobody, delete: nobody },
  endpoints: [
    createInvestmentEndpoint, holderInvestmentsEndpoint, manualInvestmentEndpoint, subsequentInvestmentEndpoint, opportunityInvestorsEndpoint, exportInvestmentsEndpoint, exportLedgerEndpoint, capTableExportEndpoint, receivePaymentEndpoint, cancelInvestmentEndpoint,
    // Payments (decision 016): how to pay, the payments so far, the investor's card payment and transfer notice.
    payInstructionsEndpoint, investmentPaymentsEndpoint, investmentCardPaymentEndpoint, bankTransferNoticeEndpoint,
    // spec 7 /api/investments/org and /pension, and /nominee: held by an organisation, a method entity or a nominee (decisions 020, 025).
    organisationInvestmentEndpoint, pensionInvestmentEndpoint, nomineeInvestmentEndpoint,
    // Reconciliation, expected against received per holder (decision 018).
    reconciliationEndpoint, reconciliationExportEndpoint,
  ],
  indexes: [
    { fields: ['tenant', 'opportunity', 'status'] },
    { fields: ['tenant', 'holder'] },
    { fields: ['tenant', 'fund', 'status'] },
    { fields: ['tenant', 'company', 'status'] },
  ],
  fields: [
    // The subject: its kind and one column per kind; a CHECK in the migration holds exactly the kind's column set (decisions 012, 014).
    { name: 'subjectKind', type: 'select', required: true, defaultValue: 'opportunity', options: SUBJECT_KINDS.map((value) => ({ value, label: value })) },
    { name: 'opportunity', type: 'relationship', relationTo: 'investment-opportunities', index: true },
    { name: 'fund', type: 'relationship', relationTo: 'funds', index: true },
    { name: 'company', type: 'relationship', relationTo: 'companies', index: true },
    // The holder: an investor (`holder`), a fund of the tenant (`holderFund`) or the tenant itself (no column); a CHECK likewise.
    { name: 'holderKind', type: 'select', required: true, defaultValue: 'investor', options: HOLDER_KINDS.map((value) => ({ value, label: value })) },
    { name: 'holder', type: 'relationship', relationTo: 'users', index: true },
    { name: 'holderFund', type: 'relationship', relationTo: 'funds', index: true },
    // An organisation of the tenant holding it (decision 020): its own column, a CHECK in the migration.
    { name: 'holderOrganisation', type: 'relationship', relationTo: 'organisations', index: true },
    // An investment method entity (spec 7 /pension) or a nominee of the tenant holding it (decision 025): a column and a CHECK each, as organisations.
    { name: 'holderMethodEntity', type: 'relationship', relationTo: 'investment-method-entities', index: true },
    { name: 'holderNominee', type: 'relationship', relationTo: 'nominees', index: true },
    // The pre-emption response whose shares it allots (decision 025): at most one investment per response (a unique index in the migration).
    { name: 'preEmptionResponse', type: 'relationship', relationTo: 'pre-emption-responses', index: true },
    { name: 'amount', type: 'number', required: true, min: 1, admin: { description: 'In minor units (pence, cents) of the subject’s currency.' } },
    { name: 'currency', type: 'text', required: true, maxLength: 3 },
    { name: 'shares', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'status', type: 'select', required: true, index: true, options: INVESTMENT_STATUSES.map((value) => ({ value, label: INVESTMENT_STATUS_LABEL[value] })) },
    { name: 'type', type: 'select', required: true, index: true, options: INVESTMENT_TYPES.map((value) => ({ value, label: INVESTMENT_TYPE_LABEL[value] })) },
    // The reference the investor quotes on a bank transfer (issue 10 §9): unique across the platform.
    { name: 'paymentReference', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'note', type: 'text', maxLength: 500 },
    // The tax relief the investor claims on it (issue 13 §3, decision 031): one the opportunity offers, while the tenant's tax_enabled is on.
    { name: 'taxRelief', type: 'select', options: TAX_OPTION_VALUES.map((value) => ({ value, label: TAX_OPTIONS[value] })) },
    // The opportunity's investment terms the investor accepted when investing (investment_terms_enabled, decision 043): when, which version, and the SHA-256 of its text.
    { name: 'termsAcceptedAt', type: 'date' },
    { name: 'termsVersion', type: 'number' },
    { name: 'termsHash', type: 'text', maxLength: 64 },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', index: true },
    tenantField,
  ],
  timestamps: true,
}
