import { EXISTING_STAGES, isOpportunityStage, LIVE_STAGES, OPPORTUNITY_STAGES, type TOpportunityStage } from '@/domain/investments/stages'
import { opportunityTabOpen } from '@/domain/investments/tabs'

import { can, type TAction } from './permissions'

// spec 6 names no resource for investments or the ledger: an investment is part of its
// opportunity (spec 2.1 shows it on the opportunity's transactions tab), so staff act on it through
// the opportunity's own resource at its stage (decision 012):
//
// | what | grant needed | on |
// |---|---|---|
// | see transactions (investments, ledger, investors, CSV) | show | investment_opportunity_live (stages 2-4) or _existing (5-6), and the transactions tab open to the role (spec 6: not the Investment Manager at stage 6) |
// | see holdings (cap table, performance figures) | show | the same resource |
// | record a manual investment, mark a payment received, refund one, cancel | update | the same resource |
// | invest or reserve as an investor | portal_investments create | an opportunity the portal shows (stage 2) |
//
// Drafts (stage 1) have no investments. Every decision below still goes through can().

// Refunding a received payment (decision 018) is the other direction of marking it received: spec 6
// names no refund right, so it needs exactly what marking a payment received needs.
export type TInvestmentAction = 'transactions' | 'holdings' | 'record' | 'receive-payment' | 'refund' | 'cancel'

const GRANT: Record<TInvestmentAction, TAction> = { transactions: 'show', holdings: 'show', record: 'update', 'receive-payment': 'update', refund: 'update', cancel: 'update' }

/** Stages that carry investments: live (2-4) and existing (5-6); never drafts. */
export const INVESTABLE_STAGES: readonly TOpportunityStage[] = OPPORTUNITY_STAGES.filter((stage) => (LIVE_STAGES as number[]).includes(stage) || (EXISTING_STAGES as number[]).includes(stage))

const resourceAt = (stage: TOpportunityStage) => ((EXISTING_STAGES as number[]).includes(stage) ? 'investment_opportunity_existing' : 'investment_opportunity_live')

/** Whether a staff role may do `action` on the investments of an opportunity at `stage`. */
export function mayOnInvestments(role: unknown, stage: unknown, action: TInvestmentAction): boolean {
  if (!isOpportunityStage(stage) || !(INVESTABLE_STAGES as number[]).includes(stage)) return false
  if (!can(role, resourceAt(stage), GRANT[action])) return false
  // spec 6: the Investment Manager's hidden Transactions tab hides the transactions themselves.
  if (action !== 'holdings' && typeof role === 'number' && !opportunityTabOpen('transactions', stage, role)) return false
  return true
}

/** The stages whose investments a role may `action` (for access rules that answer with a where clause). */
export const investmentStagesFor = (role: unknown, action: TInvestmentAction): TOpportunityStage[] => INVESTABLE_STAGES.filter((stage) => mayOnInvestments(role, stage, action))

/** An investor investing or reserving through the portal (spec 4 "Reserve An Allocation"). */
export const mayInvestInPortal = (role: unknown): boolean => can(role, 'portal_investments', 'create')

// Funds and companies as subjects (decision 014), through can() as well:
//
// | what | on a fund (investors' commitments) | on a company (a fund's or the tenant's holding) |
// |---|---|---|
// | see transactions and holdings | funds show | funds_opportunity show |
// | record, mark a payment received, cancel | funds update | funds_opportunity update, and funds update when the holder is a fund (its money moves) |
//
// Both areas are behind the tenant's funds_enabled switch, checked by the callers (it needs the tenant).

const VIEWS: readonly TInvestmentAction[] = ['transactions', 'holdings']

/** Whether a staff role may do `action` on the investments of a fund (its investors' commitments). */
export const mayOnFundInvestments = (role: unknown, action: TInvestmentAction): boolean => can(role, 'funds', VIEWS.includes(action) ? 'show' : 'update')

/** Whether a staff role may do `action` on the investments in a company; a change of a fund's holding needs the fund's update right too. */
export function mayOnCompanyInvestments(role: unknown, action: TInvestmentAction, holderKind: string | null = null): boolean {
  if (VIEWS.includes(action)) return can(role, 'funds_opportunity', 'show')
  return can(role, 'funds_opportunity', 'update') && (holderKind !== 'fund' || can(role, 'funds', 'update'))
}

/** One investment's subject as the rules above read it. */
export type TInvestmentSubjectRef = { kind: 'opportunity'; stage: unknown } | { kind: 'fund' } | { kind: 'company'; holderKind: string | null }

/** `action` on an investment of any subject kind. */
export function mayOnSubjectInvestments(role: unknown, subject: TInvestmentSubjectRef, action: TInvestmentAction): boolean {
  if (subject.kind === 'opportunity') return mayOnInvestments(role, subject.stage, action)
  if (subject.kind === 'fund') return mayOnFundInvestments(role, action)
  return mayOnCompanyInvestments(role, action, subject.holderKind)
}

// Cash calls and distributions (issue 10 §7, decision 014), through can():
//
// | what | on an opportunity | on a fund |
// |---|---|---|
// | see the calls and their lines | investment_opportunity_live_cash_call show, and the opportunity's transactions (its stage, spec 6) | funds show |
// | issue a call or record a distribution | investment_opportunity_live_cash_call create, and the transactions | funds update |
// | mark a line's payment received | investment_opportunity_live_cash_call update, and the transactions | funds update |
// | cancel an issued call (decision 018) | investment_opportunity_live_cash_call delete, and the transactions | funds update |

export type TCashCallAction = 'view' | 'issue' | 'receive' | 'cancel'
export type TCashCallSubjectRef = { kind: 'opportunity'; stage: unknown } | { kind: 'fund' }

const CASH_CALL_GRANT: Record<TCashCallAction, TAction> = { view: 'show', issue: 'create', receive: 'update', cancel: 'delete' }

/** Whether a staff role may do `action` on the cash calls of an opportunity (at its stage) or a fund. */
export function mayOnCashCalls(role: unknown, subject: TCashCallSubjectRef, action: TCashCallAction): boolean {
  if (subject.kind === 'fund') return can(role, 'funds', action === 'view' ? 'show' : 'update')
  return can(role, 'investment_opportunity_live_cash_call', CASH_CALL_GRANT[action]) && mayOnInvestments(role, subject.stage, 'transactions')
}

/** The opportunity stages whose cash calls a role may `action` (for access rules that answer with a where clause). */
export const cashCallStagesFor = (role: unknown, action: TCashCallAction): TOpportunityStage[] => INVESTABLE_STAGES.filter((stage) => mayOnCashCalls(role, { kind: 'opportunity', stage }, action))
