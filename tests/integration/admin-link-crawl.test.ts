import { parse } from 'node-html-parser'
import { expect, test } from 'vitest'

import { TestClient } from '../support/http-client'

// Issues 9-12, "done when": every admin screen is reachable by following the links the app renders
// from /admin, signed in as the tenant's Super Admin, and answers without a server error. This
// follows them: from /admin, every same-origin /admin link of every page reached, one page per
// kind of address (ids, page numbers and other query values set aside, except `view`, which picks
// a different screen), on each demo tenant with its own switches. Every page answers 200 (or
// redirects to one) with a heading that says what it is. GET only: nothing here changes data.

const TENANTS = ['demo', 'angel', 'capital', 'custodian', 'fund'] as const
/** A bound well above the screens there are: crossing it means addresses are not being grouped. */
const MAX_PAGES = 400
const PARALLEL = 4

/** The kind of an address: digits in the path as {n}; query keys kept, values dropped but `view`'s. */
function addressKind(href: string): string {
  const url = new URL(href, 'http://crawl.test')
  const keys = [...new Set(url.searchParams.keys())].sort().map((key) => (key === 'view' ? `view=${url.searchParams.get('view')}` : key))
  return `${url.pathname.replace(/\/$/, '').replace(/\d+/g, '{n}')}${keys.length ? `?${keys.join('&')}` : ''}`
}

type TVisit = { path: string; from: string; status: number; heading: string | null }

async function crawl(client: TestClient): Promise<TVisit[]> {
  const seen = new Set<string>()
  const queue: Array<{ path: string; from: string }> = []
  const enqueue = (path: string, from: string) => {
    const kind = addressKind(path)
    if (seen.has(kind)) return
    seen.add(kind)
    queue.push({ path, from })
  }
  enqueue('/admin', '(start)')
  const visits: TVisit[] = []
  const visit = async ({ path, from }: { path: string; from: string }) => {
    let response = await client.get(path, { accept: 'text/html' })
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++) {
      const location = new URL(String(response.headers.location), 'http://crawl.test')
      response = await client.get(location.pathname + location.search, { accept: 'text/html' })
    }
    const html = parse(response.text)
    const heading = html.querySelector('main h1')?.text.trim() ?? null
    visits.push({ path, from, status: response.status, heading })
    if (response.status !== 200) return
    for (const link of html.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href')!
      if (!href.startsWith('/admin') || link.hasAttribute('download')) continue
      enqueue(href.split('#')[0]!, path)
    }
  }
  while (queue.length > 0) {
    if (visits.length + queue.length > MAX_PAGES) throw new Error(`more than ${MAX_PAGES} kinds of address: ${[...seen].slice(-20).join(', ')}`)
    await Promise.all(queue.splice(0, PARALLEL).map(visit))
  }
  return visits
}

test('addresses are grouped by kind: ids and page numbers set aside, a view kept', () => {
  expect(addressKind('/admin/investors/12/details')).toBe('/admin/investors/{n}/details')
  expect(addressKind('/admin/investments/deals?view=board&pipeline=3')).toBe('/admin/investments/deals?pipeline&view=board')
  expect(addressKind('/admin/investors?page=2&sort=-surname')).toBe('/admin/investors?page&sort')
  expect(addressKind('/admin/investments/opportunities/')).toBe('/admin/investments/opportunities')
})

test.each(TENANTS)('%s: every admin page linked from /admin answers, headed, for the Super Admin', async (tenant) => {
  const client = new TestClient(tenant)
  await client.login(`superadmin@${tenant}.test`)
  const visits = await crawl(client)
  const failed = visits.filter((visit) => visit.status !== 200).map((visit) => `${visit.status} ${visit.path} (linked from ${visit.from})`)
  const headless = visits.filter((visit) => visit.status === 200 && !visit.heading).map((visit) => `${visit.path} (linked from ${visit.from})`)
  expect(failed, 'pages that did not answer 200').toEqual([])
  expect(headless, 'pages without a heading').toEqual([])
  // The crawl reached the areas and their records, not just the overview (149-187 kinds of page on 2026-11-30).
  expect(visits.length).toBeGreaterThan(120)
}, 600_000)
