// spec 2.1 /admin/investors/nominees (only with the tenant's nominee_enabled, spec 2.2), spec 3
// "nominees" (issue 11 §5, decision 022): the addresses the screens, navigation and seed share.

export const NOMINEE_PATHS = {
  list: '/admin/investors/nominees',
  create: '/admin/investors/nominees/new-nominee',
  record: '/admin/investors/nominees/:id',
  edit: '/admin/investors/nominees/:id/edit',
} as const

/** spec 2.1 gives a nominee no details tab: its record opens on transactions (which carries its fields). */
export const nomineePath = (id: number | string, tab = 'transactions') => `${NOMINEE_PATHS.record.replace(':id', String(id))}/${tab}`
