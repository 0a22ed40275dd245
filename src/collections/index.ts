import type { CollectionConfig } from 'payload'

import { AttributeOptions } from './attributes/AttributeOptions'
import { Companies } from './companies/Companies'
import { CompanyMaturityStatuses } from './companies/CompanyMaturityStatuses'
import { SharePrices } from './companies/SharePrices'
import { Valuations } from './companies/Valuations'
import { Deals } from './deals/Deals'
import { Pipelines } from './deals/Pipelines'
import { FundKpis } from './funds/FundKpis'
import { Funds } from './funds/Funds'
import { NetAssetValues } from './funds/NetAssetValues'
import { IdempotencyKeys } from './investments/IdempotencyKeys'
import { InvestmentOpportunities } from './investments/InvestmentOpportunities'
import { Investments } from './investments/Investments'
import { LedgerEntries } from './investments/LedgerEntries'
import { ListPreferences } from './people/ListPreferences'
import { Notifications } from './people/Notifications'
import { DocumentFolders } from './records/DocumentFolders'
import { Documents } from './records/Documents'
import { Images } from './records/Images'
import { UserSessions } from './people/UserSessions'
import { Users } from './people/Users'
import { Operators } from './platform/Operators'
import { Tenants } from './platform/Tenants'
import { Activities } from './records/Activities'
import { COMPANY_TRAIL, DEAL_TRAIL, FUND_TRAIL, OPPORTUNITY_TRAIL, PIPELINE_TRAIL, USER_TRAIL } from './records/Activities/trail-options'
import { withActivityTrail } from './records/Activities/with-activity-trail'
import { CallLogs } from './records/CallLogs'
import { Notes } from './records/Notes'
import { withRecordRows } from './records/record-rows'
import { Tasks } from './records/Tasks'
import { withObjectDataRequired } from './require-object-data'

// Operators first: their strategy (Payload's JWT) is tried before the tenant session.
// The records (RECORD_TARGET_COLLECTIONS) and accounts keep an activity trail (issue 9 §3).
export const collections: CollectionConfig[] = [
  Operators,
  Tenants,
  withActivityTrail(Users, USER_TRAIL),
  UserSessions,
  Notifications,
  ListPreferences,
  withActivityTrail(withRecordRows(InvestmentOpportunities), OPPORTUNITY_TRAIL),
  Investments,
  LedgerEntries,
  IdempotencyKeys,
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
  Notes,
  CallLogs,
  Tasks,
  Activities,
  DocumentFolders,
  Documents,
  Images,
].map(withObjectDataRequired)
