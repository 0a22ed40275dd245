import { describe, expect, it } from 'vitest'

import { pinnedTarget } from '@/collections/records/record-rows'
import { diffChanges, fieldLabel, formatTrailValue, hiddenTrailActions, isRecordedField, NOTES_CALLS_TASKS_ACTIONS, trailValue } from '@/domain/records/activity'
import { can } from '@/access/permissions'
import { parseRecordTarget, recordPanelOpen } from '@/domain/records/record-targets'
import { lexicalParagraphs, lexicalPlainText, noteBodyProblem } from '@/lib/lexical'
import { recordNotesPath } from '@/navigation/record-paths'

describe('the trail records changes, never secrets', () => {
  it.each(['password', 'password_hash', 'hash', 'salt', 'token_hash', 'resetPasswordToken', 'totpSecret', 'session_version', 'failed_logins', 'locked_until', 'updatedAt', 'createdAt', 'tenant', '_status'])(
    '%s is not recorded',
    (field) => expect(isRecordedField(field)).toBe(false),
  )

  it.each(['name', 'stage', 'amount', 'role_id', 'email', 'title'])('%s is recorded', (field) => expect(isRecordedField(field)).toBe(true))

  it('an update records each changed field old → new, and only those', () => {
    expect(diffChanges({ name: 'A', amount: 1, updatedAt: 'x', password_hash: 'h1' }, { name: 'B', amount: 1, updatedAt: 'y', password_hash: 'h2' })).toEqual({ name: { from: 'A', to: 'B' } })
  })

  it('a creation records the values set; a related row counts by its id; rich text by its words', () => {
    expect(diffChanges(null, { name: 'A', company: null, pipeline: { id: 4, name: 'P' }, summary: lexicalParagraphs(['Hello', 'world']) })).toEqual({
      name: { from: null, to: 'A' },
      pipeline: { from: null, to: 4 },
      summary: { from: null, to: 'Hello world' },
    })
  })

  it('fields missing from the new version are no removal (a partial document)', () => {
    expect(diffChanges({ name: 'A', secretish: 1 }, { name: 'A' })).toEqual({})
  })

  it('reads values for people', () => {
    expect(trailValue([{ id: 'a', name: 'Sourced' }, { id: 'b', name: 'Committee' }])).toEqual(['Sourced', 'Committee'])
    expect(formatTrailValue(null)).toBe('—')
    expect(formatTrailValue(true)).toBe('Yes')
    expect(formatTrailValue('2027-01-28T00:00:00.000Z')).toBe('28 Jan 2027')
    expect(fieldLabel('expectedCloseAt')).toBe('Expected close at')
    expect(fieldLabel('role_id')).toBe('Role')
  })

  it('hides the notes entries from a role spec 6 keeps off the notes tab', () => {
    expect(hiddenTrailActions('investment-opportunities', { stage: 4 }, 10)).toEqual(NOTES_CALLS_TASKS_ACTIONS)
    expect(hiddenTrailActions('investment-opportunities', { stage: 3 }, 10)).toEqual([])
    expect(hiddenTrailActions('investment-opportunities', { stage: 4 }, 1)).toEqual([])
    expect(hiddenTrailActions('deals', {}, 10)).toEqual([])
  })
})

describe('a read of record rows names its record', () => {
  it.each([
    [{ targetCollection: { equals: 'deals' }, targetId: { equals: '12' } }, { collection: 'deals', id: 12 }],
    [{ and: [{ targetCollection: { equals: 'pipelines' } }, { and: [{ targetId: { equals: 3 } }] }] }, { collection: 'pipelines', id: 3 }],
    [{ targetCollection: { equals: 'deals' } }, null],
    [{ or: [{ targetCollection: { equals: 'deals' }, targetId: { equals: 1 } }] }, null],
    [{ targetCollection: { in: ['deals'] }, targetId: { equals: 1 } }, null],
    // An investor's record (issue 11): whether the account is one is the record access's question.
    [{ targetCollection: { equals: 'users' }, targetId: { equals: 1 } }, { collection: 'users', id: 1 }],
    [{ targetCollection: { equals: 'operators' }, targetId: { equals: 1 } }, null],
    [{ targetCollection: { equals: 'deals' }, targetId: { equals: '1 OR 1=1' } }, null],
    [undefined, null],
  ])('%j → %j', (where, target) => {
    expect(pinnedTarget(where as never)).toEqual(target)
  })

  it('parses route values strictly', () => {
    expect(parseRecordTarget('deals', '7')).toEqual({ collection: 'deals', id: 7 })
    for (const id of ['0', '-1', '1.5', 'abc', '', '9'.repeat(20)]) expect(parseRecordTarget('deals', id)).toBeNull()
    expect(parseRecordTarget('tenants', '1')).toBeNull()
  })
})

describe('note bodies', () => {
  it('accepts the editor’s documents', () => {
    expect(noteBodyProblem(lexicalParagraphs(['A note']))).toBeNull()
    const list = { root: { type: 'root', children: [{ type: 'list', children: [{ type: 'listitem', children: [{ type: 'text', text: 'One' }] }] }] } }
    expect(noteBodyProblem(list)).toBeNull()
    expect(lexicalPlainText(list)).toBe('One')
  })

  it.each([
    ['plain text', 'hello'],
    ['no root', { children: [] }],
    ['empty', lexicalParagraphs([' '])],
    ['a link', { root: { type: 'root', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] } }],
    ['an upload', { root: { type: 'root', children: [{ type: 'upload', value: 1 }] } }],
    ['children that are not a list', { root: { type: 'root', children: { 0: 'x' } } }],
    ['too long', lexicalParagraphs(['x'.repeat(20_001)])],
  ])('refuses %s', (_label, body) => {
    expect(noteBodyProblem(body)).not.toBeNull()
  })
})

describe('record addresses', () => {
  it('sends each record to its notes tab (spec 2.1), a draft to its edit screen', () => {
    expect(recordNotesPath('deals', { id: 5 })).toBe('/admin/investments/deals/5/notes-calls-tasks')
    expect(recordNotesPath('investment-opportunities', { id: 5, stage: 3 })).toBe('/admin/investments/opportunities/5/details/notes-calls-tasks')
    expect(recordNotesPath('investment-opportunities', { id: 5, stage: 6 })).toBe('/admin/investments/existing/5/details/notes-calls-tasks')
    expect(recordNotesPath('investment-opportunities', { id: 5, stage: 1 })).toBe('/admin/investments/opportunities/5/edit')
    expect(recordNotesPath('users', { id: 5 })).toBe('/admin/investors/5/details/notes-calls-tasks')
  })
})

describe('investors are records (issue 11 §1)', () => {
  it('an account is a record only when it is an investor, for roles that may open investors', () => {
    const investor = { id: 3, role_id: 5 }
    for (const role of [1, 2, 3, 7, 8, 9, 10, 11, 12]) {
      for (const panel of ['notes-calls-tasks', 'documents', 'timeline'] as const) {
        expect(recordPanelOpen('users', investor, role, panel), `role ${role} ${panel}`).toBe(can(role, 'investors', 'show'))
        expect(recordPanelOpen('users', { id: 4, role_id: 1 }, role, panel), `a staff account, role ${role}`).toBe(false)
      }
    }
    expect(parseRecordTarget('users', '7')).toEqual({ collection: 'users', id: 7 })
  })
})
