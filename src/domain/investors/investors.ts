// spec 2.1 /admin/investors (issue 11 §1): the investor area's addresses and the words its lists use.

export const INVESTOR_PATHS = {
  list: '/admin/investors',
  create: '/admin/investors/new-investor',
  /** CSV import (issue 11 §12, decision 028). */
  import: '/admin/investors/import',
  record: '/admin/investors/:id/details',
  edit: '/admin/investors/:id/edit',
} as const

export const investorRecordPath = (id: number | string) => INVESTOR_PATHS.record.replace(':id', String(id))

/** An account's name as people read it: first name and surname. */
export const investorName = (row: object) =>
  [(row as Record<string, unknown>).name, (row as Record<string, unknown>).surname].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ')

/** A yes/no value of a list (a checkbox, or whether a date is set) as its words. */
export const yesNo = (value: unknown) => (value ? 'Yes' : 'No')
