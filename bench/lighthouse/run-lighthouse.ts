import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

// Page budgets in a real browser (issue 4): Lighthouse 12 (13 needs a newer Node) driving Debian's
// Chromium with the desktop preset, signed in by sending the sealed session cookie on every request.

export type TPageToAudit = { path: string; as: string; cookie: string | null }

export type TPageAudit = {
  path: string
  as: string
  finalUrl: string
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsTransferKb: number
  error: string | null
}

export const PERFORMANCE_BUDGET = 90

type TNetworkItem = { resourceType?: string; transferSize?: number }

async function auditOnce(port: number, url: string, cookie: string | null): Promise<Omit<TPageAudit, 'path' | 'as'>> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: cookie ? { Cookie: cookie } : null },
    desktopConfig,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const details = lhr.audits['network-requests']?.details
  const items: TNetworkItem[] = details && 'items' in details ? (details.items as TNetworkItem[]) : []
  const jsBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferKb: Math.round(jsBytes / 102.4) / 10,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  }
}

/** Each page `runs` times in one Chromium; the run with the median score is reported. */
export async function auditPages(options: { baseUrl: string; pages: TPageToAudit[]; runs: number; chromePath: string; log: (message: string) => void }): Promise<TPageAudit[]> {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' })
  try {
    const audits: TPageAudit[] = []
    for (const page of options.pages) {
      const runs: Array<Omit<TPageAudit, 'path' | 'as'>> = []
      for (let run = 0; run < options.runs; run++) {
        try {
          runs.push(await auditOnce(chrome.port, `${options.baseUrl}${page.path}`, page.cookie))
        } catch (error) {
          runs.push({ finalUrl: '', score: 0, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, jsTransferKb: 0, error: String(error) })
        }
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]
      audits.push({ path: page.path, as: page.as, ...median })
      options.log(`lighthouse ${page.path} as ${page.as}: ${median.score}${median.error ? ` (${median.error})` : ''}`)
    }
    return audits
  } finally {
    chrome.kill()
  }
}
