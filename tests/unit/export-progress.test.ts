import { expect, test } from 'vitest'

import { csvRecordCounter } from '@/ui/resource/export-link'

// The export's progress counts records as the CSV streams in (issue 9 §2): a line break inside a
// quoted cell is part of the cell, and a chunk may end anywhere, even inside quotes.

test('records end at line breaks outside quotes, across chunk boundaries', () => {
  const count = csvRecordCounter()
  const chunks = ['Deal,Company\nKestrel,"Line one', '\nline two"\n"He said ""hi', '""",Acme\nLast,', 'Co\n']
  expect(chunks.reduce((total, chunk) => total + count(chunk), 0)).toBe(4)
})
