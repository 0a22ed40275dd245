import type { TSearchKind } from '@/domain/search/search-text'

// What the staff search box's two parts share (staff-search-island.tsx draws the plain box and
// loads staff-search-combobox.tsx on intent): kept apart so the first-load part imports no more.

export type TSearchClasses = Record<'root' | 'input' | 'popup' | 'groupLabel' | 'option' | 'title' | 'detail' | 'status' | 'all' | 'live', string>

/** The input's accessible name, the same before and after the combobox loads. */
export const SEARCH_INPUT_LABEL = 'Search investors, contacts, organisations, opportunities, deals and companies'

/** `inputLabel` and `maxLength` come as props so the first-load part imports no module for them. */
export type TSearchBoxProps = { action: string; labels: Record<TSearchKind, string>; classes: TSearchClasses; inputLabel: string; maxLength: number }
