import { z } from 'zod'

// A person's choice of columns on one kit list (issue 9 §2): which of the list's declared columns
// show. The server keeps only the names the list declares when it reads the choice back.

export const MAX_LIST_COLUMNS = 50

export const ZListColumns = z
  .array(z.string().trim().min(1).max(100), 'Choose the columns to show')
  .min(1, 'Keep at least one column')
  .max(MAX_LIST_COLUMNS, `Choose at most ${MAX_LIST_COLUMNS} columns`)

/** A list-preferences row as the REST API takes it (the user and tenant are the server's). */
export const ZListPreferenceBody = z.object({
  listKey: z.string('Name the list').trim().min(1, 'Name the list').max(100, 'Use at most 100 characters'),
  columns: ZListColumns,
})
