import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

// Page budgets in a real browser (issues 4 and 9): Lighthouse 12 (13 needs a newer Node) driving
// Debian's Chromium, signed in by sending the sealed session cookie on every request. Two presets:
// desktop, and Lighthouse's default mobile one (simulated slow 4G and a 4× slower CPU), the one
// where main-thread work (hydration, run-time styles, big bundles) shows. Three categories are
// scored (issue 13: at least 95 in each on the portal's main pages): performance, accessibility and
// best practices; `score` stays the performance score (issue 9's budget).

export type TLighthousePreset = 'mobile' | 'desktop'

export const LIGHTHOUSE_PRESETS: TLighthousePreset[] = ['mobile', 'desktop']

export type TPageToAudit = { path: string; as: string; cookie: string | null }

export type TPageAudit = {
  path: string
  as: string
  preset: TLighthousePreset
  finalUrl: string
  score: number
  /** Lighthouse's accessibility and best-practices scores (0-100) of the same run. */
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsTransferKb: number
  /** Every score of the runs, in order: how noisy the machine was. */
  scores?: number[]
  error: string | null
}

export const PERFORMANCE_BUDGET = 90

/** The categories each run scores. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices']

type TNetworkItem = { resourceType?: string; transferSize?: number }

type TAuditResult = Omit<TPageAudit, 'path' | 'as' | 'preset'>

async function auditOnce(port: number, url: string, cookie: string | null, preset: TLighthousePreset, saveTo: string | null): Promise<TAuditResult> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: LIGHTHOUSE_CATEGORIES, extraHeaders: cookie ? { Cookie: cookie } : null }
  // No config object is Lighthouse's default: the mobile preset with simulated throttling.
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (saveTo) fs.writeFileSync(saveTo, JSON.stringify(lhr))
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const details = lhr.audits['network-requests']?.details
  const items: TNetworkItem[] = details && 'items' in details ? (details.items as TNetworkItem[]) : []
  const jsBytes = items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsTransferKb: Math.round(jsBytes / 102.4) / 10,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  }
}

/**
 * Each page `runs` times per preset in one Chromium; the run with the median score is reported.
 * LIGHTHOUSE_SAVE_DIR keeps every report (JSON) for a closer look at where the time went.
 */
export async function auditPages(options: {
  baseUrl: string
  pages: TPageToAudit[]
  runs: number
  chromePath: string
  presets?: TLighthousePreset[]
  log: (message: string) => void
}): Promise<TPageAudit[]> {
  const saveDir = process.env.LIGHTHOUSE_SAVE_DIR ?? null
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true })
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' })
  try {
    const audits: TPageAudit[] = []
    for (const preset of options.presets ?? LIGHTHOUSE_PRESETS) {
      for (const page of options.pages) {
        const runs: TAuditResult[] = []
        for (let run = 0; run < options.runs; run++) {
          const saveTo = saveDir ? path.join(saveDir, `${preset}${page.path.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`) : null
          // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, now and then on a busy machine) is run again once.
          let result: TAuditResult | null = null
          for (let attempt = 0; attempt < 2 && (!result || result.error); attempt++) {
            try {
              result = await auditOnce(chrome.port, `${options.baseUrl}${page.path}`, page.cookie, preset, saveTo)
            } catch (error) {
              result = { finalUrl: '', score: 0, accessibility: 0, bestPractices: 0, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, jsTransferKb: 0, error: String(error) }
            }
          }
          runs.push(result as TAuditResult)
        }
        const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]
        audits.push({ path: page.path, as: page.as, preset, ...median, scores: runs.map((run) => run.score) })
        options.log(`lighthouse ${preset} ${page.path} as ${page.as}: ${median.score} (accessibility ${median.accessibility}, best practices ${median.bestPractices}; runs ${runs.map((run) => run.score).join(', ')})${median.error ? ` (${median.error})` : ''}`)
      }
    }
    return audits
  } finally {
    chrome.kill()
  }
}
