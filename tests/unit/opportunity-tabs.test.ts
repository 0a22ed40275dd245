import { describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { openOpportunityTabs, opportunityTabOpen } from '@/domain/investments/tabs'

// spec 2.1, 6 and issue 9 §5, written out by hand.

describe('tabs by stage', () => {
  test('performance only at stage 4; the cap table and its performance only at stage 6; pre-emption at 5 and 6', () => {
    expect(openOpportunityTabs(2, ROLE.superAdmin)).toEqual(['preview', 'key-information', 'transactions', 'notes-calls-tasks'])
    expect(openOpportunityTabs(4, ROLE.superAdmin)).toEqual(['preview', 'key-information', 'transactions', 'notes-calls-tasks', 'performance'])
    expect(openOpportunityTabs(5, ROLE.superAdmin)).toEqual(['preview', 'key-information', 'transactions', 'notes-calls-tasks', 'pre-emption'])
    expect(openOpportunityTabs(6, ROLE.superAdmin)).toEqual(['preview', 'key-information', 'transactions', 'notes-calls-tasks', 'cap-table', 'cap-table-performance', 'pre-emption'])
  })
})

describe('Investment Manager (spec 6)', () => {
  test('stage 4: no Performance, no Notes, Calls and Tasks', () => {
    expect(opportunityTabOpen('performance', 4, ROLE.investmentManager)).toBe(false)
    expect(opportunityTabOpen('notes-calls-tasks', 4, ROLE.investmentManager)).toBe(false)
    expect(opportunityTabOpen('transactions', 4, ROLE.investmentManager)).toBe(true)
  })

  test('stage 6: no Notes, Calls and Tasks and no Transactions; the cap table and pre-emption stay', () => {
    expect(openOpportunityTabs(6, ROLE.investmentManager)).toEqual(['preview', 'key-information', 'cap-table', 'cap-table-performance', 'pre-emption'])
  })

  test('other stages are as for everyone', () => {
    expect(openOpportunityTabs(2, ROLE.investmentManager)).toEqual(openOpportunityTabs(2, ROLE.superAdmin))
    expect(openOpportunityTabs(5, ROLE.investmentManager)).toEqual(openOpportunityTabs(5, ROLE.superAdmin))
  })
})
