import type { TNavLink } from '@/navigation/admin-navigation'

export type TActiveNav = { section: string | null; item: string | null }

type TCandidate = { section: string; item: string | null; path: string; exact: boolean }

type TOptions = {
  /** Section keys whose path prefixes every other address (an overview): only the exact address counts. */
  exact?: readonly string[]
  /** Extra, wider addresses that also belong to a section (its landing page, a sibling area). */
  areas?: Readonly<Record<string, string>>
}

const covers = (pathname: string, { path, exact }: TCandidate) => pathname === path || (!exact && pathname.startsWith(`${path}/`))

/**
 * Which section and sub-item the address belongs to. The longest matching path wins, so
 * /admin/investors/contacts/1 is Contacts, not Investors; on a tie a sub-item beats its section.
 */
export function activeNav(pathname: string, nav: readonly TNavLink[], { exact = [], areas = {} }: TOptions = {}): TActiveNav {
  const candidates: TCandidate[] = nav.flatMap((section) => {
    const own: TCandidate[] = [{ section: section.key, item: null, path: section.path, exact: exact.includes(section.key) }]
    const area = areas[section.key]
    if (area) own.push({ section: section.key, item: null, path: area, exact: false })
    return [...own, ...section.children.map((child) => ({ section: section.key, item: child.key, path: child.path, exact: false }))]
  })
  let best: TCandidate | null = null
  for (const candidate of candidates) {
    if (!covers(pathname, candidate)) continue
    const longer = !best || candidate.path.length > best.path.length
    const tieWithChild = !!best && candidate.path.length === best.path.length && candidate.item !== null && best.item === null
    if (longer || tieWithChild) best = candidate
  }
  return { section: best?.section ?? null, item: best?.item ?? null }
}
