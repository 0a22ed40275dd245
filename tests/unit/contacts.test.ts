import { describe, expect, test } from 'vitest'

import { ZContactBody } from '@/domain/contacts/contact-body'
import { invitationState, LEAD_STATUS, leadStatusText } from '@/domain/contacts/contacts'
import { parseInvitationLines } from '@/domain/contacts/invitation-body'

// issue 11 §2, §6 (decision 021): the pure rules of contacts and invitations.

describe('a pasted list of addresses', () => {
  test('a line each, or separated by commas and semicolons; blanks skipped; "Name <address>" read as the address; numbered in order', () => {
    const lines = parseInvitationLines('ada@example.com\n\n  Alan Turing <ALAN@example.com> ; grace@example.com,not an email\r\n"quoted@example.com"')
    expect(lines.map((line) => [line.line, line.email, line.problem])).toEqual([
      [1, 'ada@example.com', null],
      [2, 'alan@example.com', null],
      [3, 'grace@example.com', null],
      [4, null, 'Not an email address'],
      [5, 'quoted@example.com', null],
    ])
  })

  test('nothing but blanks is no entry', () => {
    expect(parseInvitationLines(' \n ,; \n')).toEqual([])
  })
})

describe('an invitation’s state', () => {
  const now = Date.parse('2026-06-01T12:00:00Z')
  test.each([
    [{ status: 'pending', expiresAt: '2026-06-02T00:00:00Z' }, 'pending'],
    [{ status: 'pending', expiresAt: '2026-06-01T12:00:00Z' }, 'expired'],
    [{ status: 'accepted', expiresAt: '2026-05-01T00:00:00Z' }, 'accepted'],
    [{ status: 'revoked', expiresAt: '2026-07-01T00:00:00Z' }, 'revoked'],
    [{ status: 'expired', expiresAt: '2026-05-01T00:00:00Z' }, 'expired'],
    [{ status: 'unknown' }, null],
  ])('%o reads as %s', (row, state) => {
    expect(invitationState(row, now)).toBe(state)
  })
})

describe('the contact body', () => {
  test('the lead status is spec 4’s code: a form’s "2" is 2, none is 1 (active), anything else is refused', () => {
    const base = { name: 'Ada', email: ' Ada@Example.com ' }
    expect(ZContactBody.parse({ ...base, leadStatus: '2' })).toMatchObject({ leadStatus: 2, email: 'ada@example.com' })
    expect(ZContactBody.parse(base).leadStatus).toBe(LEAD_STATUS.active)
    for (const leadStatus of [0, 4, '9', 'active', 2.5]) expect(ZContactBody.safeParse({ ...base, leadStatus }).success, String(leadStatus)).toBe(false)
    expect(leadStatusText(3)).toBe('Investment')
  })

  test('a phone number is digits and the usual punctuation', () => {
    const base = { name: 'Ada', email: 'ada@example.com' }
    expect(ZContactBody.safeParse({ ...base, phone: '+44 (0)20 7946-0000' }).success).toBe(true)
    expect(ZContactBody.safeParse({ ...base, phone: '' }).success).toBe(true)
    expect(ZContactBody.safeParse({ ...base, phone: 'call me' }).success).toBe(false)
  })
})
