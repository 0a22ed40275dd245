import { can, type TAction, type TResource } from './permissions'

// Signing an investor's documents and screening investors (issue 11 §8, §9; decision 027). spec 6
// names no right for either; both are read from what the action is like:
//
// | action | grant | why |
// |---|---|---|
// | see the investment-documents and investor-consent tabs, signatures, screening | investors show | part of the investor's record |
// | sign one of the investor's documents (the sign-pdf screen) | investors update | it adds a document to the record, as an upload does |
// | add an investment agreement or a consent to sign | investors update | an upload to the record |
// | record a screening result | compliance create | an AML decision: the compliance officers' (Super Admin, Support), not the investor's own adviser |
//
// The investor must also be one the user may read (the users collection's rule, within the tenant),
// and screening needs the tenant's user_screening_enabled switch.

export const INVESTOR_COMPLIANCE_ACTIONS = ['view', 'sign', 'record-screening'] as const
export type TInvestorComplianceAction = (typeof INVESTOR_COMPLIANCE_ACTIONS)[number]

export const INVESTOR_COMPLIANCE_GRANT: Record<TInvestorComplianceAction, readonly [TResource, TAction]> = {
  view: ['investors', 'show'],
  sign: ['investors', 'update'],
  'record-screening': ['compliance', 'create'],
}

/** Whether `role` may take `action` on an investor's signatures or screening. */
export const mayOnInvestorCompliance = (role: unknown, action: TInvestorComplianceAction) => can(role, ...INVESTOR_COMPLIANCE_GRANT[action])
