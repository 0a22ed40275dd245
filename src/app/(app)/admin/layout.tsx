import type { ReactNode } from 'react'

import { StaffShell } from '@/app/(app)/_shells/staff-shell'

// No access decisions here: layouts are skipped on client navigation, so each page.tsx guards itself.
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <StaffShell>{children}</StaffShell>
}
