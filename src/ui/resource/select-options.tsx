'use client'

// A filter's choices (resource-list-screen.tsx) as a client component: the page's payload carries
// [value, label] pairs, not an element for each <option> (the investor list's adviser filter has
// one per staff account: 200 at the bench's scale, 16 KB of payload as elements), and the markup
// is the same server-rendered HTML.

/** The choices by heading: a null heading for choices outside any <optgroup>. */
export type TOptionGroups = Array<[heading: string | null, options: Array<[value: string, label: string]>]>

export function SelectOptions({ groups }: { groups: TOptionGroups }) {
  return groups.map(([heading, options]) => {
    const items = options.map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))
    return heading === null ? items : (
      <optgroup key={heading} label={heading}>
        {items}
      </optgroup>
    )
  })
}
