import { isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { SEARCH_KINDS, type TSearchKind } from '@/domain/search/search-text'
import { recordPath } from '@/navigation/record-paths'

import { SEARCH_KIND_SQL } from './search-sql'

// GET /api/search's JSON (decision 024), made from the statement's rows by the app and the bench's
// raw baseline alike: groups in the kinds' order, only those with results, each result with its
// title, a second line and the address it opens.

export type TSearchResult = { id: number; title: string; detail: string | null; href: string }
export type TSearchGroup = { kind: TSearchKind; results: TSearchResult[] }
export type TSearchAnswer = { groups: TSearchGroup[] }

/** A row of the statement (search-sql.ts `searchBranchSql`). */
export type TSearchRow = { kind: TSearchKind; id: number; title: string | null; detail: string | null; stage: number | null }

const COLLECTION_OF = new Map(SEARCH_KIND_SQL.map((kind) => [kind.kind, kind.collection]))

export const EMPTY_SEARCH: TSearchAnswer = { groups: [] }

export function searchAnswerOf(rows: readonly TSearchRow[]): TSearchAnswer {
  const groups = new Map<TSearchKind, TSearchResult[]>()
  for (const row of rows) {
    const detail = row.kind === 'opportunities' ? (isOpportunityStage(row.stage) ? STAGE_LABEL[row.stage] : null) : row.detail
    const result = { id: row.id, title: row.title ?? '', detail, href: recordPath(COLLECTION_OF.get(row.kind)!, { id: row.id, stage: row.stage }) }
    groups.set(row.kind, [...(groups.get(row.kind) ?? []), result])
  }
  return { groups: SEARCH_KINDS.filter((kind) => groups.has(kind)).map((kind) => ({ kind, results: groups.get(kind)! })) }
}
