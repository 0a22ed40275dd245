import type { CollectionConfig } from 'payload'

import { AttributeOptions } from './attributes/AttributeOptions'
import { Companies } from './companies/Companies'
import { AppropriatenessAttempts } from './compliance/AppropriatenessAttempts'
import { AppropriatenessSets } from './compliance/AppropriatenessSets'
import { MarketSoundingAcceptances } from './compliance/MarketSoundingAcceptances'
import { MarketSoundingInvitations } from './compliance/MarketSoundingInvitations'
import { OpportunityInterests } from './investments/OpportunityInterests'
import { PaDeals } from './compliance/PaDeals'
import { CompanyMaturityStatuses } from './companies/CompanyMaturityStatuses'
import { SharePrices } from './companies/SharePrices'
import { PortfolioTables } from './portfolio/PortfolioTables'
import { Valuations } from './companies/Valuations'
import { Deals } from './deals/Deals'
import { Pipelines } from './deals/Pipelines'
import { FundKpis } from './funds/FundKpis'
import { KpiValues } from './reports/KpiValues'
import { Kpis } from './reports/Kpis'
import { Funds } from './funds/Funds'
import { NetAssetValues } from './funds/NetAssetValues'
import { CashCallLines } from './investments/CashCallLines'
import { CashCalls } from './investments/CashCalls'
import { IdempotencyKeys } from './investments/IdempotencyKeys'
import { InvestmentOpportunities } from './investments/InvestmentOpportunities'
import { Investments } from './investments/Investments'
import { LedgerEntries } from './investments/LedgerEntries'
import { PreEmptionResponses } from './investments/PreEmptionResponses'
import { PreEmptionRounds } from './investments/PreEmptionRounds'
import { Payments } from './investments/Payments'
import { Contacts } from './people/Contacts'
import { CONTACT_TRAIL } from './people/Contacts/trail'
import { ImportJobs } from './people/ImportJobs'
import { Invitations } from './people/Invitations'
import { ListPreferences } from './people/ListPreferences'
import { Notifications } from './people/Notifications'
import { OnboardingDocuments } from './people/OnboardingDocuments'
import { QuestionnaireAnswers } from './people/QuestionnaireAnswers'
import { Questionnaires } from './people/Questionnaires'
import { DocumentFolders } from './records/DocumentFolders'
import { Documents } from './records/Documents'
import { Images } from './records/Images'
import { InvestmentMethodEntities } from './investment-methods/InvestmentMethodEntities'
import { INVESTMENT_METHOD_TRAIL, InvestmentMethods } from './investment-methods/InvestmentMethods'
import { NOMINEE_TRAIL, Nominees } from './nominees/Nominees'
import { UserSessions } from './people/UserSessions'
import { Users } from './people/Users'
import { Operators } from './platform/Operators'
import { Tenants } from './platform/Tenants'
import { Activities } from './records/Activities'
import { COMPANY_TRAIL, DEAL_TRAIL, FUND_TRAIL, OPPORTUNITY_TRAIL, PIPELINE_TRAIL, UPDATE_REPORT_TRAIL, USER_TRAIL } from './records/Activities/trail-options'
import { withActivityTrail } from './records/Activities/with-activity-trail'
import { CallLogs } from './records/CallLogs'
import { Notes } from './records/Notes'
import { OrganisationApplications } from './organisations/OrganisationApplications'
import { DocumentSignatures } from './people/DocumentSignatures'
import { InvestorCategorisations } from './people/InvestorCategorisations'
import { PromotionExemptions } from './people/PromotionExemptions'
import { InvestorScreenings } from './people/InvestorScreenings'
import { OrganisationMembers } from './organisations/OrganisationMembers'
import { ORGANISATION_TRAIL, Organisations } from './organisations/Organisations'
import { withRecordRows } from './records/record-rows'
import { ReportTypes } from './reports/ReportTypes'
import { Rewards } from './rewards/Rewards'
import { UpdateReportRecipients } from './reports/UpdateReportRecipients'
import { UpdateReports } from './reports/UpdateReports'
import { WipReports } from './reports/WipReports'
import { Tasks } from './records/Tasks'
import { withObjectDataRequired } from './require-object-data'

// Operators first: their strategy (Payload's JWT) is tried before the tenant session.
// The records (RECORD_TARGET_COLLECTIONS) and accounts keep an activity trail (issue 9 §3).
export const collections: CollectionConfig[] = [
  Operators,
  Tenants,
  // Users are accounts; investors among them are records with notes, calls, tasks and documents (issue 11).
  withActivityTrail(withRecordRows(Users), USER_TRAIL),
  // Contacts (prospects, records like investors) and invitations to register (issue 11 §2, §6; decision 021).
  withActivityTrail(withRecordRows(Contacts), CONTACT_TRAIL),
  Invitations,
  // CSV imports of investors and contacts, worked by a background job (issue 11 §12, decision 028).
  ImportJobs,
  UserSessions,
  Notifications,
  ListPreferences,
  withActivityTrail(withRecordRows(InvestmentOpportunities), OPPORTUNITY_TRAIL),
  Investments,
  LedgerEntries,
  Payments,
  CashCalls,
  CashCallLines,
  IdempotencyKeys,
  // Pre-emption rounds and their responses (issue 10 §8, decision 015).
  PreEmptionRounds,
  PreEmptionResponses,
  // What investors said about an opportunity: spec 3's interest options (issue 13 §3, decision 031).
  OpportunityInterests,
  AttributeOptions,
  withActivityTrail(withRecordRows(Pipelines), PIPELINE_TRAIL),
  withActivityTrail(withRecordRows(Deals), DEAL_TRAIL),
  // Funds and fund investments (issue 10 §5, §6): records with their dated series.
  withActivityTrail(withRecordRows(Funds), FUND_TRAIL),
  NetAssetValues,
  FundKpis,
  withActivityTrail(withRecordRows(Companies), COMPANY_TRAIL),
  CompanyMaturityStatuses,
  Valuations,
  SharePrices,
  // KPIs of companies and their values by quarter (issue 12 §1, decision 036).
  Kpis,
  KpiValues,
  // The investor portal's portfolio columns and stats per tenant (issue 12 §5, decision 032).
  PortfolioTables,
  // Organisations, their links to investors and the investors' applications (issue 11 §3, decision 020).
  withActivityTrail(withRecordRows(Organisations), ORGANISATION_TRAIL),
  OrganisationMembers,
  OrganisationApplications,
  // An investor's client categorisations, append-style (issue 11 §1, decision 023).
  InvestorCategorisations,
  // Financial promotion exemption declarations (spec 3 financial_promotion_exceptions_enabled, decision 043).
  PromotionExemptions,
  // Onboarding questionnaires per tenant and kind, with versions, and the answers given (issue 11 §7, decision 026).
  Questionnaires,
  QuestionnaireAnswers,
  // The tenant's sign-up documents (spec 6 onboarding_documents; decision 026).
  OnboardingDocuments,
  // Investment methods with their entities per investor, and nominees (issue 11 §4, §5; decision 022).
  withActivityTrail(withRecordRows(InvestmentMethods), INVESTMENT_METHOD_TRAIL),
  InvestmentMethodEntities,
  withActivityTrail(withRecordRows(Nominees), NOMINEE_TRAIL),
  // The insider register: market-sounding acceptances and staff's PA deals, append-only (issue 12 §4, decision 029).
  MarketSoundingAcceptances,
  // Who is invited to a market sounding (decision 040).
  MarketSoundingInvitations,
  PaDeals,
  // The appropriateness test: the tenant's question sets and the investors' attempts (issue 13 §2, decision 030).
  AppropriatenessSets,
  AppropriatenessAttempts,
  // Reports: update reports (records with attachments) published to their recipients, their types, WIP reports (issue 12 §2, §3; decision 033).
  withActivityTrail(withRecordRows(UpdateReports), UPDATE_REPORT_TRAIL),
  UpdateReportRecipients,
  ReportTypes,
  // Rewards, never conditional on investing (issue 13 §10, decision 040).
  Rewards,
  WipReports,
  Notes,
  CallLogs,
  Tasks,
  Activities,
  DocumentFolders,
  Documents,
  // An investor's signatures of their documents and screening results, append-only (issue 11 §8, §9; decision 027).
  DocumentSignatures,
  InvestorScreenings,
  Images,
].map(withObjectDataRequired)
