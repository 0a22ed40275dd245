import { describe, expect, it } from 'vitest'

import { bundleFailures, FIRST_LOAD_BUDGET_KB } from '../../bench/bundle/first-load-js'

// The bench (and npm run bench:bundle) fails a build whose admin, portal or public page ships more
// first-load JavaScript than issue 9's budget; Payload's console is its own and exempt.

const row = (route: string, gzipKb: number) => ({ route, chunks: 10, rawKb: gzipKb * 3, gzipKb })

describe('first-load JavaScript budget', () => {
  it('names every route over the budget', () => {
    const failures = bundleFailures([row('/admin/tasks', FIRST_LOAD_BUDGET_KB + 0.1), row('/investor', 150), row('/login', 201)])
    expect(failures).toHaveLength(2)
    expect(failures[0]).toContain('/admin/tasks')
    expect(failures[1]).toContain('/login')
  })

  it('takes a route at the budget and leaves /cms out', () => {
    expect(bundleFailures([row('/admin', FIRST_LOAD_BUDGET_KB), row('/cms/[[...segments]]', 900), row('/cms', 900)])).toEqual([])
  })
})
