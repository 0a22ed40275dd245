'use client'

import { createContext, useContext, type ReactNode } from 'react'

const SessionRoleContext = createContext<number | null>(null)

/** The signed-in user's role for client-only screens (the error boundary); null for visitors. */
export function SessionRoleProvider({ role, children }: { role: number | null; children: ReactNode }) {
  return <SessionRoleContext.Provider value={role}>{children}</SessionRoleContext.Provider>
}

export const useSessionRole = () => useContext(SessionRoleContext)
