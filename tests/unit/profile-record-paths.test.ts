import { describe, expect, test } from 'vitest'

import { parseProfileRecordSlug, profileRecordPath } from '@/navigation/profile-record-paths'

// decision 038: /investor/profile/{page}_{id} for the organisation and investment-method pages.

describe('profile record slugs', () => {
  test('the four pages with a positive id, and back', () => {
    expect(parseProfileRecordSlug('organisation_12')).toEqual({ page: 'organisation', id: 12 })
    expect(parseProfileRecordSlug('organisation-documents_3')).toEqual({ page: 'organisation-documents', id: 3 })
    expect(parseProfileRecordSlug('investmentmethod_2147483647')).toEqual({ page: 'investmentmethod', id: 2_147_483_647 })
    expect(parseProfileRecordSlug('investmentmethod-documents_7')).toEqual({ page: 'investmentmethod-documents', id: 7 })
    expect(profileRecordPath('organisation-documents', 3)).toBe('/investor/profile/organisation-documents_3')
  })

  test('anything else names no page', () => {
    for (const bad of ['organisation', 'organisation_', 'organisation_0', 'organisation_012', 'organisation_1x', 'organisation_-1', 'organisation_2147483648', 'organisation_99999999999', 'organisations_1', 'Organisation_1', 'investment-method_1', 'details', 'organisation-apply', 'organisation_1_2'])
      expect(parseProfileRecordSlug(bad)).toBeNull()
  })
})
