import { describe, expect, it } from 'vitest'

import { ROLE } from '@/access/roles'
import { FEATURE_DEFAULTS } from '@/tenancy/defaults'
import { settingsCards } from '@/navigation/admin-navigation'

const cardsFor = (role: number) => settingsCards({ role, features: { ...FEATURE_DEFAULTS }, terminology: {} }).map((card) => card.label)

describe('settings landing cards (spec 2.2)', () => {
  it('shows all five to a Super Admin, in the spec order', () => {
    expect(cardsFor(ROLE.superAdmin)).toEqual(['Account Details', 'Terminology Settings', 'Attribute Settings', 'Investor Settings', 'Password Management'])
  })
  it('shows a card only when the role may open its first item', () => {
    expect(cardsFor(ROLE.adviser)).toEqual(['Password Management'])
    expect(cardsFor(ROLE.fundManager)).toEqual(['Password Management'])
  })
})
