import type { CollectionConfig } from 'payload'

import { Deals } from './deals/Deals'
import { Pipelines } from './deals/Pipelines'
import { InvestmentOpportunities } from './investments/InvestmentOpportunities'
import { Notifications } from './people/Notifications'
import { DocumentFolders } from './records/DocumentFolders'
import { Documents } from './records/Documents'
import { UserSessions } from './people/UserSessions'
import { Users } from './people/Users'
import { Operators } from './platform/Operators'
import { Tenants } from './platform/Tenants'
import { withObjectDataRequired } from './require-object-data'

// Operators first: their strategy (Payload's JWT) is tried before the tenant session.
export const collections: CollectionConfig[] = [Operators, Tenants, Users, UserSessions, Notifications, InvestmentOpportunities, Pipelines, Deals, DocumentFolders, Documents].map(withObjectDataRequired)
