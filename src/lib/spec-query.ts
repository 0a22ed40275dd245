import { invalid } from './app-error'

// spec 7's query builder (filter, include, sort, append, fields, type, page) read as Payload's own
// REST query, so the same access-checked find answers it. sort and page mean the same in both
// ('-' for descending, comma for several fields); append and type are accepted and change nothing
// (no resource has computed attributes or sub-types to pick yet).

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/
const FILTER_KEY = /^filter\[([^\]]*)\]$/
const FIELDS_KEY = /^fields(?:\[[^\]]*\])?$/
const SPEC_KEYS = /^(?:filter\[.*\]|fields(?:\[.*\])?|include|append|type)$/

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function fieldPath(value: string, parameter: string): string {
  if (!FIELD_PATH.test(value)) throw invalid({ [parameter]: [`“${value}” is not a field name.`] })
  return value
}

/** The query with spec 7's parameters turned into Payload's (where, select, depth); null when it has none. */
export function specQueryToPayload(query: URLSearchParams): URLSearchParams | null {
  if (![...query.keys()].some((key) => SPEC_KEYS.test(key))) return null
  const result = new URLSearchParams()
  for (const [key, value] of query) {
    const filter = FILTER_KEY.exec(key)
    if (!filter && key.startsWith('filter')) throw invalid({ [key]: ['Filter one field per parameter: filter[field]=value or filter[field]=a,b.'] })
    if (filter) {
      const field = fieldPath(filter[1]!, key)
      const values = listOf(value)
      if (values.length > 1) values.forEach((item, index) => result.append(`where[${field}][in][${index}]`, item))
      else result.append(`where[${field}][equals]`, values[0] ?? '')
    } else if (FIELDS_KEY.test(key)) {
      for (const field of listOf(value)) result.set(`select[${fieldPath(field, key)}]`, 'true')
    } else if (key === 'include') {
      // Related records come populated one level deep (Payload's depth), unless depth was asked for.
      for (const field of listOf(value)) fieldPath(field, key)
      if (!query.has('depth')) result.set('depth', '1')
    } else if (key !== 'append' && key !== 'type') {
      result.append(key, value)
    }
  }
  return result
}
