import { kitStyle } from '@/ui/chakra-rsc/kit-style'
import { SEARCH_MAX_LENGTH, type TSearchKind } from '@/domain/search/search-text'

import { SHELL } from './shell-styles'
import { StaffSearchIsland } from './staff-search-island'
import { SEARCH_INPUT_LABEL, type TSearchClasses } from './staff-search-parts'

/** The staff search box on the bar (issue 11 §11): its looks computed here, the combobox an island; `action` is the results page. */
export function StaffSearch({ action, labels }: { action: string; labels: Record<TSearchKind, string> }) {
  const styles = Object.entries(SHELL.search).map(([part, entry]) => [part, kitStyle(entry.kitStyle)] as const)
  const classes = Object.fromEntries(styles.map(([part, style]) => [part, style.className])) as TSearchClasses
  return (
    <>
      {styles.flatMap(([, style]) => style.styles)}
      <StaffSearchIsland action={action} labels={labels} classes={classes} inputLabel={SEARCH_INPUT_LABEL} maxLength={SEARCH_MAX_LENGTH} />
    </>
  )
}
