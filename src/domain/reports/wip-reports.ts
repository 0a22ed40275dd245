// WIP (work-in-progress) reports (issue 12 §3, docs/decisions/033): the committee's short written
// status of work under way (a deal in diligence, an opportunity being prepared, a company being
// helped): how it is going, what was done, what is next, by when. Spec 6's `wip-report` decides who
// lists, opens and writes them.

export const WIP_STATUSES = ['on-track', 'at-risk', 'blocked', 'done'] as const
export type TWipStatus = (typeof WIP_STATUSES)[number]
export const WIP_STATUS_LABEL: Record<TWipStatus, string> = { 'on-track': 'On track', 'at-risk': 'At risk', blocked: 'Blocked', done: 'Done' }
export const wipStatusPalette = (status: unknown) => (status === 'on-track' ? 'green' : status === 'at-risk' ? 'orange' : status === 'blocked' ? 'red' : 'gray')
export const wipStatusText = (status: unknown) => WIP_STATUS_LABEL[status as TWipStatus] ?? String(status ?? '')

export const WIP_PATHS = {
  list: '/admin/reports/wip',
  create: '/admin/reports/wip/new-wip-report',
  record: '/admin/reports/wip/:id/details',
  edit: '/admin/reports/wip/:id/edit',
} as const
