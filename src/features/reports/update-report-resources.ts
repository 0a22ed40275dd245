import { ZReportTypeBody } from '@/domain/reports/report-type-body'
import { ZUpdateReportBody } from '@/domain/reports/update-report-body'
import {
  UPDATE_REPORT_AUDIENCE_LABEL,
  UPDATE_REPORT_AUDIENCES,
  UPDATE_REPORT_PATHS,
  UPDATE_REPORT_STATUS_LABEL,
  UPDATE_REPORT_STATUSES,
  updateReportAdminPath,
  updateReportStatusPalette,
  type TUpdateReportAudience,
} from '@/domain/reports/update-reports'
import { WIP_PATHS, WIP_STATUS_LABEL, WIP_STATUSES, wipStatusPalette, wipStatusText } from '@/domain/reports/wip-reports'
import { ZWipReportBody } from '@/domain/reports/wip-report-body'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { REPORT_TYPE_FORM_VIEW } from './report-type-form'
import { UPDATE_REPORT_FORM_VIEW } from './update-report-form'
import { WIP_REPORT_FORM_VIEW } from './wip-report-form'

// spec 2.1 /admin/reports/updates and /wip (issue 12 §2, §3; decision 033) on the kit, and the report
// types they use (spec 6 report_types, at /admin/reports/updates/report-types: spec 2.1 names no route).

type TNamed = { id?: number; name?: string; title?: string }

/** A related record's name (populated one level), else a word for it. */
const relatedName = (field: string, none: string) => (row: TRow) => {
  const value = row[field] as TNamed | number | null | undefined
  if (value && typeof value === 'object') return value.name ?? value.title ?? ''
  return value ? 'Not visible to your role' : none
}

const personName = (field: string) => (row: TRow) => {
  const value = row[field] as { name?: string; surname?: string } | number | null | undefined
  return value && typeof value === 'object' ? [value.name, value.surname].filter(Boolean).join(' ') : ''
}

/** What an update is about: the subject's name, or general news. */
export const updateReportSubject = (row: TRow) => {
  const audience = row.audience as TUpdateReportAudience
  if (audience === 'tenant' || !audience) return 'All investors'
  return relatedName(audience, '—')(row)
}

const statusText = (value: unknown) => UPDATE_REPORT_STATUS_LABEL[value as 'draft'] ?? String(value ?? '')

export const REPORT_TYPES_RESOURCE = defineResource({
  key: 'report-types',
  collection: 'report-types',
  permission: 'report_types',
  listPath: UPDATE_REPORT_PATHS.reportTypes,
  title: { text: 'Report types' },
  noun: { one: 'report type', many: 'report types' },
  emptyText: 'There are no report types yet.',
  columns: [
    { field: 'name', label: 'Name', kind: 'link', sortable: true, href: (row) => UPDATE_REPORT_PATHS.editReportType.replace(':id', String(row.id)), permission: ['report_types', 'update'] },
    { field: 'description', label: 'Description', kind: 'text' },
    { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'md' },
  ],
  defaultSort: 'name',
  bulkActions: [{ kind: 'delete' }],
  create: { href: UPDATE_REPORT_PATHS.newReportType, label: 'New report type', permission: ['report_types', 'create'] },
  form: formWithSchema(REPORT_TYPE_FORM_VIEW, ZReportTypeBody),
})

const UPDATE_FIELDS: readonly TColumn[] = [
  { field: 'status', label: 'Status', kind: 'badge', text: statusText, palette: updateReportStatusPalette },
  { field: 'reportType', label: 'Report type', kind: 'text', display: relatedName('reportType', '—') },
  { field: 'audience', label: 'Sent to', kind: 'text', display: (row) => UPDATE_REPORT_AUDIENCE_LABEL[row.audience as TUpdateReportAudience] ?? '' },
  { field: 'company', label: 'About', kind: 'text', display: updateReportSubject },
  { field: 'publishedAt', label: 'Published', kind: 'date' },
  { field: 'recipientCount', label: 'Recipients', kind: 'text' },
  { field: 'author', label: 'Author', kind: 'text', display: personName('author') },
  { field: 'summary', label: 'Summary', kind: 'text' },
]

export const UPDATE_REPORTS_RESOURCE = defineResource({
  key: 'update-reports',
  collection: 'update-reports',
  permission: 'update_reports',
  listPath: UPDATE_REPORT_PATHS.list,
  title: 'updateReports',
  noun: { one: 'update', many: 'updates' },
  emptyText: 'There are no update reports yet.',
  depth: 1,
  extraFields: ['status', 'audience', 'opportunity', 'fund'],
  columns: [
    // spec 4: a draft opens its edit screen, a live one its details.
    { field: 'title', label: 'Title', kind: 'link', sortable: true, href: (row) => updateReportAdminPath(row) },
    { field: 'status', label: 'Status', kind: 'badge', text: statusText, palette: updateReportStatusPalette },
    { field: 'reportType', label: 'Type', kind: 'text', display: relatedName('reportType', '—'), hideBelow: 'md' },
    { field: 'company', label: 'About', kind: 'text', display: updateReportSubject },
    { field: 'publishedAt', label: 'Published', kind: 'date', sortable: true },
    { field: 'recipientCount', label: 'Recipients', kind: 'text', hideBelow: 'lg' },
    { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['title'], label: 'Search updates' },
  filters: [
    { field: 'status', label: 'Status', kind: 'select', options: UPDATE_REPORT_STATUSES.map((value) => ({ value, label: UPDATE_REPORT_STATUS_LABEL[value] })) },
    { field: 'reportType', label: 'Report type', kind: 'relationship', relationTo: 'report-types', labelField: 'name' },
    { field: 'audience', label: 'Sent to', kind: 'select', options: UPDATE_REPORT_AUDIENCES.map((value) => ({ value, label: UPDATE_REPORT_AUDIENCE_LABEL[value] })) },
    { field: 'publishedAt', label: 'Published', kind: 'date-range' },
  ],
  bulkActions: [{ kind: 'delete' }],
  defaultSort: '-updatedAt',
  create: { href: UPDATE_REPORT_PATHS.create, label: 'New update', permission: ['update_reports', 'create'] },
  links: [{ href: UPDATE_REPORT_PATHS.reportTypes, label: 'Report types', permission: ['report_types', 'index'] }],
  exportable: true,
  detail: {
    path: UPDATE_REPORT_PATHS.details,
    depth: 1,
    title: (row) => String(row.title ?? ''),
    description: (row) => updateReportSubject(row),
    badge: { text: (row) => statusText(row.status), palette: (row) => updateReportStatusPalette(row.status) },
    tabs: [{ segment: '', label: 'Details', panels: [{ kind: 'fields', title: 'Update', fields: UPDATE_FIELDS }, { kind: 'slot', name: 'body' }, { kind: 'slot', name: 'delivery' }, { kind: 'documents' }, { kind: 'timeline' }] }],
  },
  form: formWithSchema(UPDATE_REPORT_FORM_VIEW, ZUpdateReportBody),
})

const WIP_FIELDS: readonly TColumn[] = [
  { field: 'status', label: 'Status', kind: 'badge', text: wipStatusText, palette: wipStatusPalette },
  { field: 'periodEnding', label: 'As at', kind: 'date' },
  { field: 'deal', label: 'Deal', kind: 'text', display: relatedName('deal', '—') },
  { field: 'opportunity', label: 'Opportunity', kind: 'text', display: relatedName('opportunity', '—') },
  { field: 'owner', label: 'Owner', kind: 'text', display: personName('owner') },
  { field: 'dueOn', label: 'Due on', kind: 'date' },
  { field: 'progress', label: 'Progress', kind: 'text' },
  { field: 'nextSteps', label: 'Next steps', kind: 'text' },
  { field: 'risks', label: 'Risks and blockers', kind: 'text' },
  { field: 'author', label: 'Written by', kind: 'text', display: personName('author') },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const WIP_REPORTS_RESOURCE = defineResource({
  key: 'wip-reports',
  collection: 'wip-reports',
  permission: 'wip-report',
  listPath: WIP_PATHS.list,
  title: 'wipReports',
  noun: { one: 'WIP report', many: 'WIP reports' },
  emptyText: 'There are no WIP reports yet.',
  depth: 1,
  columns: [
    { field: 'title', label: 'Title', kind: 'link', sortable: true, href: (row) => WIP_PATHS.record.replace(':id', String(row.id)), permission: ['wip-report', 'show'] },
    { field: 'status', label: 'Status', kind: 'badge', text: wipStatusText, palette: wipStatusPalette },
    { field: 'periodEnding', label: 'As at', kind: 'date', sortable: true },
    { field: 'owner', label: 'Owner', kind: 'text', display: personName('owner'), hideBelow: 'md' },
    { field: 'dueOn', label: 'Due on', kind: 'date', sortable: true, hideBelow: 'md' },
    { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'lg' },
  ],
  search: { fields: ['title'], label: 'Search WIP reports' },
  filters: [
    { field: 'status', label: 'Status', kind: 'multi-select', options: WIP_STATUSES.map((value) => ({ value, label: WIP_STATUS_LABEL[value] })) },
    { field: 'periodEnding', label: 'As at', kind: 'date-range' },
    { field: 'dueOn', label: 'Due on', kind: 'date-range' },
  ],
  bulkActions: [{ kind: 'delete' }],
  defaultSort: '-periodEnding',
  create: { href: WIP_PATHS.create, label: 'New WIP report', permission: ['wip-report', 'create'] },
  exportable: true,
  detail: {
    path: WIP_PATHS.record,
    depth: 1,
    title: (row) => String(row.title ?? ''),
    badge: { text: (row) => wipStatusText(row.status), palette: (row) => wipStatusPalette(row.status) },
    tabs: [{ segment: '', label: 'Details', panels: [{ kind: 'fields', title: 'WIP report', fields: WIP_FIELDS }] }],
    edit: { path: WIP_PATHS.edit, permissions: [['wip-report', 'update']] },
  },
  form: formWithSchema(WIP_REPORT_FORM_VIEW, ZWipReportBody),
})

export const REPORT_RESOURCES = [UPDATE_REPORTS_RESOURCE, REPORT_TYPES_RESOURCE, WIP_REPORTS_RESOURCE] as const
