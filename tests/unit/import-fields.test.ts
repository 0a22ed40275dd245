import { describe, expect, test } from 'vitest'

import { checkRows, IMPORT_FIELDS, mappingErrors, suggestedMapping } from '@/domain/imports/import-fields'

// The CSV import's pure rules (issue 11 §12, decision 028): headers matched to fields, mappings
// checked, each row checked with the collection's own schema, duplicates within the file.

const rows = (lines: Array<Record<string, string>>) => lines.map((cells, index) => ({ line: index + 2, cells }))

describe('suggestedMapping', () => {
  test('matches common spellings of each field, any case and punctuation', () => {
    expect(suggestedMapping('contacts', ['First Name', 'last_name', 'E-mail', 'Telephone', 'Company name', 'Lead status', 'Lead source', 'Notes'])).toEqual({
      name: 'First Name',
      surname: 'last_name',
      email: 'E-mail',
      phone: 'Telephone',
      company: 'Company name',
      leadStatus: 'Lead status',
      source: 'Lead source',
    })
    expect(suggestedMapping('investors', ['Phone', 'Company'])).toEqual({})
  })
})

describe('mappingErrors', () => {
  test('required fields, unknown fields, missing columns and a column used twice', () => {
    const headers = ['a', 'b']
    expect(mappingErrors('investors', headers, { name: 'a', email: 'b' })).toEqual([])
    expect(mappingErrors('investors', headers, { name: 'a' })).toEqual(['Choose the column of Email.'])
    expect(mappingErrors('investors', headers, { name: 'a', email: 'c', phone: 'b' })).toEqual(expect.arrayContaining(['The file has no column “c”.', 'phone is not a field of investors.']))
    expect(mappingErrors('investors', headers, { name: 'a', surname: 'a', email: 'b' })).toEqual(['The column “a” is chosen for two fields.'])
  })
})

describe('checkRows', () => {
  const mapping = { name: 'First', email: 'Mail', leadStatus: 'Status' }
  test('good rows as the schema reads them; every bad row once per column, on its line', () => {
    const { good, errors } = checkRows(
      'investors',
      rows([
        { First: ' Ada ', Mail: 'ADA@Example.com', Status: 'investment' },
        { First: '', Mail: 'bad', Status: '' },
        { First: 'Alan', Mail: 'ada@example.com', Status: '2' },
        { First: 'Grace', Mail: 'grace@example.com', Status: 'later' },
        { First: 'Joan', Mail: 'joan@example.com', Status: '' },
      ]),
      mapping,
    )
    expect(good).toEqual([
      { line: 2, body: { name: 'Ada', email: 'ada@example.com', leadStatus: 3 } },
      { line: 6, body: { name: 'Joan', email: 'joan@example.com', leadStatus: null } },
    ])
    expect(errors).toEqual([
      { line: 3, column: 'First', reason: 'Enter a first name' },
      { line: 3, column: 'Mail', reason: 'Enter a valid email address' },
      { line: 4, column: 'Mail', reason: 'Duplicate: line 2 has the same email.' },
      { line: 5, column: 'Status', reason: 'Choose a lead status' },
    ])
  })

  test('contacts take the contact schema (a phone is checked; an empty lead status is Active)', () => {
    const { good, errors } = checkRows('contacts', rows([{ n: 'Mo', e: 'mo@example.com', p: 'call me' }, { n: 'Sam', e: 'sam@example.com', p: '' }]), { name: 'n', email: 'e', phone: 'p' })
    expect(errors).toEqual([{ line: 2, column: 'p', reason: expect.stringContaining('phone') }])
    expect(good).toEqual([{ line: 3, body: { name: 'Sam', email: 'sam@example.com', phone: null, leadStatus: 1 } }])
  })

  test('every declared field is in its collection’s schema', () => {
    expect(IMPORT_FIELDS.investors.map((field) => field.name)).toEqual(['name', 'surname', 'email', 'leadStatus'])
  })
})
