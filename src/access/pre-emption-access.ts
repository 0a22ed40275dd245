import { EXISTING_STAGES, isOpportunityStage, type TOpportunityStage } from '@/domain/investments/stages'

import { mayOnCompanyInvestments } from './investment-access'
import { can, type TAction } from './permissions'

// spec 6 names no resource for pre-emption rounds: a round is part of the existing opportunity it
// is opened on (its Pre-emption tab, spec 2.1's existing area), so staff act on it through the
// opportunity's own resource at its stage, as investments do (decision 012, docs/decisions/015):
//
// | what | grant needed | on |
// |---|---|---|
// | see the rounds, their table and totals | show | investment_opportunity_existing (stages 5-6) |
// | open a round, record a response, close a round | update | the same |
//
// In the portal an investor (portal_investments create, `mayInvestInPortal`, past the portal gate)
// answers for a holder they act for, as a cash-call line reaches them (decision 014): themselves, an
// organisation they are a director or authorised signatory of, an investment-method account they
// lead — a fact of the data, not of the role, checked with the response (`portalHolderCondition`).
//
// Rounds exist at stages 5 and 6 only (live opportunities are still raising). A round on a company
// (decision 015 "Subjects: companies") follows the company's own rule: funds_opportunity show to
// see, update to open, record and close — behind the tenant's funds_enabled, which the callers
// check (a tenant lookup). Allotting it writes company investments (decision 014), so a fund's
// shares need what recording a fund's investment in a company needs: funds update as well (its
// money moves). Every decision still goes through can().

export type TPreEmptionAction = 'view' | 'open' | 'record' | 'close'

const GRANT: Record<TPreEmptionAction, TAction> = { view: 'show', open: 'update', record: 'update', close: 'update' }

/** Stages whose opportunities take pre-emption rounds: the existing ones (5 Completed, 6 Matured). */
export const PRE_EMPTION_STAGES: readonly TOpportunityStage[] = EXISTING_STAGES

/** Whether a staff role may do `action` on the pre-emption rounds of an opportunity at `stage`. */
export function mayOnPreEmption(role: unknown, stage: unknown, action: TPreEmptionAction): boolean {
  if (!isOpportunityStage(stage) || !(PRE_EMPTION_STAGES as number[]).includes(stage)) return false
  return can(role, 'investment_opportunity_existing', GRANT[action])
}

/** The stages whose rounds a role may `action` (for access rules that answer with a where clause). */
export const preEmptionStagesFor = (role: unknown, action: TPreEmptionAction): TOpportunityStage[] => PRE_EMPTION_STAGES.filter((stage) => mayOnPreEmption(role, stage, action))

/** Whether a staff role may do `action` on the pre-emption rounds of a company (funds_opportunity; the caller checks funds_enabled). */
export function mayOnCompanyPreEmption(role: unknown, action: TPreEmptionAction): boolean {
  return can(role, 'funds_opportunity', GRANT[action])
}

/** A round's subject as the rights see it: an opportunity at its stage, or a company. */
export type TPreEmptionSubjectRef = { kind: 'opportunity'; stage: unknown } | { kind: 'company' }

/** mayOnPreEmption or mayOnCompanyPreEmption, by the round's subject. */
export const mayOnRoundSubject = (role: unknown, subject: TPreEmptionSubjectRef, action: TPreEmptionAction): boolean =>
  subject.kind === 'company' ? mayOnCompanyPreEmption(role, action) : mayOnPreEmption(role, subject.stage, action)

/**
 * Whether a staff role may allot a closed company round's shares to a holder of `holderKind`: close
 * the round (funds_opportunity update) and record that holder's company investment (a fund's needs
 * funds update too, as `POST /api/companies/{id}/investments` does; decision 014).
 */
export const mayAllotCompanyRoundTo = (role: unknown, holderKind: string): boolean => mayOnCompanyPreEmption(role, 'close') && mayOnCompanyInvestments(role, 'record', holderKind)
