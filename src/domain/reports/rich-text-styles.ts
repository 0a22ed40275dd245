// spec 9's rich-text options for update reports: header levels 1 to 6, fonts Sans Serif, Serif and
// Monospace, sizes Small, Normal, Large and Huge. The editor writes a text node's `style` as CSS text
// (Lexical's $patchStyleText); the server accepts only these declarations with these values, and the
// renderer maps them to the same fixed CSS, so no other style can reach a reader's page.

export const REPORT_FONT_FAMILIES = [
  { value: 'sans-serif', label: 'Sans Serif', css: 'ui-sans-serif, system-ui, sans-serif' },
  { value: 'serif', label: 'Serif', css: 'ui-serif, Georgia, serif' },
  { value: 'monospace', label: 'Monospace', css: 'ui-monospace, Menlo, monospace' },
] as const

export const REPORT_FONT_SIZES = [
  { value: '0.875em', label: 'Small' },
  { value: '1em', label: 'Normal' },
  { value: '1.375em', label: 'Large' },
  { value: '2em', label: 'Huge' },
] as const

export const REPORT_HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

const FAMILY_CSS = new Map<string, string>(REPORT_FONT_FAMILIES.map((family) => [family.value, family.css]))
const SIZES = new Set<string>(REPORT_FONT_SIZES.map((size) => size.value))

export type TReportTextStyle = { fontFamily?: string; fontSize?: string }

/**
 * A text node's style as the report accepts it, or null when it holds anything else. '' (no style)
 * is {}. Declarations are `font-family: <one of the families>` and `font-size: <one of the sizes>`.
 */
export function readReportTextStyle(style: unknown): TReportTextStyle | null {
  if (style === undefined || style === null || style === '') return {}
  if (typeof style !== 'string' || style.length > 200) return null
  const result: TReportTextStyle = {}
  for (const declaration of style.split(';')) {
    if (!declaration.trim()) continue
    const colon = declaration.indexOf(':')
    if (colon < 0) return null
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (property === 'font-family' && FAMILY_CSS.has(value)) result.fontFamily = FAMILY_CSS.get(value)
    else if (property === 'font-size' && SIZES.has(value)) result.fontSize = value
    else return null
  }
  return result
}
