import type { ReactNode } from 'react'

import { InvestorShell } from '@/app/(app)/_shells/investor-shell'

// No access decisions here: layouts are skipped on client navigation, so each page.tsx guards itself.
export default function InvestorLayout({ children }: { children: ReactNode }) {
  return <InvestorShell>{children}</InvestorShell>
}
