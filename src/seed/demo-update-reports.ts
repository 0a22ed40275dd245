import crypto from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { deliverUpdateReport } from '@/collections/reports/UpdateReports/delivery'
import { publishUpdateReport } from '@/collections/reports/UpdateReports/publish-report'
import type { TUpdateReportAudience } from '@/domain/reports/update-reports'
import type { TWipStatus } from '@/domain/reports/wip-reports'
import { fileStore } from '@/lib/storage/file-store'
import { newStorageKey } from '@/lib/storage/storage-key'
import { inTransaction } from '@/lib/transaction'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { tinyPdf } from './demo-files'

// Demo update reports and WIP reports (issue 12 §2, §3; decision 033) on every tenant: report types,
// live updates published as the product publishes them (recipients from the ledger's holders of
// the subject, or every investor, then delivered: each recipient gets one notification), so
// investor@<tenant>.test has news, some read and some not; two drafts; a public attachment; WIP
// reports in every status.

const DAY = 86_400_000

const REPORT_TYPES = [
  { name: 'Quarterly update', description: 'Trading, milestones and the numbers, every quarter.' },
  { name: 'Annual report', description: 'The year’s accounts and the board’s review.' },
  { name: 'Portfolio news', description: 'News from across the portfolio and the platform.' },
  { name: 'Board minutes', description: 'Summaries of board meetings for shareholders.' },
]

type TText = { text: string; style?: string; format?: number }
const text = ({ text, style = '', format = 0 }: TText) => ({ type: 'text', text, format, style, mode: 'normal', detail: 0, version: 1 })
const block = (type: string, children: TText[], extra: Record<string, unknown> = {}) => ({ type, format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: children.map(text), ...extra })

/** A report body using spec 9's options: headings, a serif lead paragraph, a large figure, a list. */
function reportBody(subject: string, quarter: string) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        block('heading', [{ text: `${subject}: ${quarter} in brief` }], { tag: 'h2' }),
        block('paragraph', [{ text: `A strong quarter for ${subject}. Revenue grew ahead of plan and the team delivered the milestones it set out at the start of the year.`, style: 'font-family: serif' }]),
        block('heading', [{ text: 'Highlights' }], { tag: 'h3' }),
        {
          type: 'list',
          listType: 'bullet',
          start: 1,
          tag: 'ul',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: ['Revenue up 38% on the same quarter last year', 'Two senior hires: a finance director and a head of sales', 'Cash runway of 22 months at the current burn'].map((line, index) => ({
            type: 'listitem',
            value: index + 1,
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            children: [text({ text: line })],
          })),
        },
        block('heading', [{ text: 'In numbers' }], { tag: 'h4' }),
        block('paragraph', [{ text: '£1.42m', style: 'font-size: 2em', format: 1 }, { text: ' annual recurring revenue at the end of the quarter.' }]),
        block('paragraph', [{ text: 'Capital at risk. Past performance is not a reliable indicator of future results.', style: 'font-size: 0.875em' }]),
      ],
    },
  }
}

type TDemoUpdate = { title: string; type: string; audience: TUpdateReportAudience; subject: number | null; subjectName: string; daysAgo: number | null; images: number; read?: boolean; attachment?: boolean }

export async function seedDemoUpdateReports(payload: Payload, tenant: Tenant): Promise<void> {
  const tenantId = tenant.id
  const features = featuresOf(tenant)
  const pool = payload.db.pool
  const [staff, investor] = await Promise.all([
    payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenantId } }, { role_id: { not_equals: ROLE.user } }] }, limit: 20, depth: 0, select: { email: true, role_id: true } }),
    payload.find({ collection: 'users', where: { email: { equals: `investor@${tenant.code}.test` } }, limit: 1, depth: 0, select: { email: true } }),
  ])
  const staffId = (role: number) => staff.docs.find((user) => user.role_id === role)?.id ?? staff.docs[0]?.id ?? null
  const author = staffId(ROLE.superAdmin)
  const investorId = investor.docs[0]?.id ?? null
  const types = new Map<string, number>()
  for (const type of REPORT_TYPES) types.set(type.name, (await payload.create({ collection: 'report-types', data: { ...type, tenant: tenantId }, depth: 0 })).id)

  // Subjects the demo investor holds (so their news shows them), from the ledger.
  const held = async (column: 'opportunity_id' | 'company_id' | 'fund_id', table: string, nameColumn: string) => {
    const { rows } = await pool.query<{ id: number; name: string }>(
      `SELECT s.id, s.${nameColumn} AS name FROM ${table} s WHERE s.tenant_id = $1 AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.${column} = s.id AND e.holder_kind = 'investor' AND e.holder_id = $2) ORDER BY s.id LIMIT 2`,
      [tenantId, investorId ?? 0],
    )
    return rows
  }
  const opportunities = await held('opportunity_id', 'investment_opportunities', 'title')
  const funds = features.funds_enabled ? await held('fund_id', 'funds', 'name') : []
  const { rows: companies } = features.funds_enabled ? await pool.query<{ id: number; name: string }>(`SELECT DISTINCT c.id, c.name FROM companies c JOIN ledger_entries e ON e.company_id = c.id WHERE c.tenant_id = $1 ORDER BY c.id LIMIT 1`, [tenantId]) : { rows: [] }
  const { rows: images } = await pool.query<{ id: number }>(`SELECT id FROM images WHERE tenant_id = $1 AND filename NOT LIKE 'portrait-%' ORDER BY id LIMIT 6`, [tenantId])

  const updates: TDemoUpdate[] = [
    { title: `${tenant.name}: our year so far`, type: 'Portfolio news', audience: 'tenant', subject: null, subjectName: tenant.name, daysAgo: 40, images: 2, read: true },
    { title: 'New opportunities for the coming quarter', type: 'Portfolio news', audience: 'tenant', subject: null, subjectName: tenant.name, daysAgo: 2, images: 1 },
    ...opportunities.map((row, index) => ({ title: `${row.name}: Q${3 - index} update`, type: 'Quarterly update', audience: 'opportunity' as const, subject: row.id, subjectName: row.name, daysAgo: 9 + index * 30, images: 2, read: index > 0, attachment: index === 0 })),
    ...funds.slice(0, 1).map((row) => ({ title: `${row.name}: annual report`, type: 'Annual report', audience: 'fund' as const, subject: row.id, subjectName: row.name, daysAgo: 20, images: 1 })),
    ...companies.map((row) => ({ title: `${row.name}: board meeting summary`, type: 'Board minutes', audience: 'company' as const, subject: row.id, subjectName: row.name, daysAgo: 14, images: 1 })),
    // Drafts: not published, seen only by staff.
    { title: 'Draft: year-end letter to investors', type: 'Portfolio news', audience: 'tenant', subject: null, subjectName: tenant.name, daysAgo: null, images: 1 },
    ...opportunities.slice(0, 1).map((row) => ({ title: `${row.name}: Q4 update (draft)`, type: 'Quarterly update', audience: 'opportunity' as const, subject: row.id, subjectName: row.name, daysAgo: null, images: 0 })),
  ]

  for (const [index, update] of updates.entries()) {
    const gallery = Array.from({ length: Math.min(update.images, images.length) }, (_, at) => ({ image: images[(index + at) % images.length]!.id, caption: at === 0 ? `${update.subjectName}: the team at work` : `${update.subjectName}: on site` }))
    const report = await payload.create({
      collection: 'update-reports',
      depth: 0,
      data: {
        title: update.title,
        reportType: types.get(update.type),
        audience: update.audience,
        ...(update.audience === 'tenant' ? {} : { [update.audience]: update.subject }),
        summary: `What happened at ${update.subjectName} and what comes next.`,
        body: reportBody(update.subjectName, index % 2 === 0 ? 'Q3' : 'Q2') as never,
        gallery,
        author,
        tenant: tenantId,
      } as never,
    })
    if (update.attachment) {
      const bytes = tinyPdf([update.title, 'Management accounts for the quarter. Capital at risk.'])
      const key = newStorageKey(tenantId)
      await fileStore().put(key, bytes, 'application/pdf')
      await payload.create({
        collection: 'documents',
        depth: 0,
        data: { targetCollection: 'update-reports', targetId: report.id, visibility: 'public', filename: 'Management accounts.pdf', storageKey: key, contentType: 'application/pdf', size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), uploadedBy: author, tenant: tenantId },
      })
    }
    if (update.daysAgo === null) continue
    const req = await createLocalReq({}, payload)
    await inTransaction(req, () => publishUpdateReport(req, report.id, tenantId))
    await deliverUpdateReport(payload, report.id)
    // Dated as if published then (the notifications too), and read where the story says so.
    const at = new Date(Date.now() - update.daysAgo * DAY).toISOString()
    await pool.query('UPDATE update_reports SET published_at = $2, updated_at = $2 WHERE id = $1', [report.id, at])
    await pool.query(`UPDATE notifications SET created_at = $2 WHERE data_cta = $1 AND tenant_id = $3`, [`/investor/news/reports/${report.id}`, at, tenantId])
    if (update.read && investorId) await pool.query('UPDATE update_report_recipients SET read_at = now() WHERE report_id = $1 AND user_id = $2', [report.id, investorId])
  }
  await seedDemoWipReports(payload, tenantId, staffId)
}

type TDemoWip = { title: string; status: TWipStatus; daysAgo: number; dueIn: number | null; owner: number; progress: string; nextSteps: string; risks?: string }

async function seedDemoWipReports(payload: Payload, tenantId: number, staffId: (role: number) => number | null): Promise<void> {
  const [deals, opportunities] = await Promise.all([
    payload.find({ collection: 'deals', where: { tenant: { equals: tenantId } }, sort: 'id', limit: 3, depth: 0, select: { name: true } }),
    payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: tenantId } }, { stage: { in: [1, 2] } }] }, sort: 'id', limit: 2, depth: 0, select: { title: true } }),
  ])
  const wips: Array<TDemoWip & { deal?: number; opportunity?: number }> = [
    { title: 'Due diligence on the lead deal', status: 'on-track', daysAgo: 3, dueIn: 21, owner: ROLE.investmentCommittee, deal: deals.docs[0]?.id, progress: 'Financial and legal diligence under way; management meetings held.', nextSteps: 'Commercial calls with three customers; draft the committee paper.' },
    { title: 'Preparing the next opportunity for launch', status: 'at-risk', daysAgo: 6, dueIn: 10, owner: ROLE.fundManager, opportunity: opportunities.docs[0]?.id, progress: 'Information memorandum drafted; valuation agreed in principle.', nextSteps: 'Sign-off from the company’s board; compliance review of the promotion.', risks: 'The board meeting moved twice: launch may slip a week.' },
    { title: 'Term sheet negotiation', status: 'blocked', daysAgo: 9, dueIn: 5, owner: ROLE.superAdmin, deal: deals.docs[1]?.id, progress: 'Heads of terms sent; two points open (liquidation preference, board seat).', nextSteps: 'Call with the founders’ lawyers.', risks: 'The founders are talking to another investor.' },
    { title: 'Q3 portfolio monitoring', status: 'done', daysAgo: 30, dueIn: null, owner: ROLE.investmentCommittee, progress: 'Every portfolio company reported; KPIs collected and reviewed.', nextSteps: 'Start Q4 in the first week of January.' },
  ]
  for (const wip of wips) {
    await payload.create({
      collection: 'wip-reports',
      depth: 0,
      data: {
        title: wip.title,
        status: wip.status,
        periodEnding: new Date(Date.now() - wip.daysAgo * DAY).toISOString(),
        dueOn: wip.dueIn === null ? null : new Date(Date.now() + wip.dueIn * DAY).toISOString(),
        deal: wip.deal ?? null,
        opportunity: wip.opportunity ?? null,
        owner: staffId(wip.owner),
        author: staffId(ROLE.investmentCommittee),
        progress: wip.progress,
        nextSteps: wip.nextSteps,
        risks: wip.risks ?? null,
        tenant: tenantId,
      },
    })
  }
}
