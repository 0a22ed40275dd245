// A custom `validate` replaces Payload's own, so date fields that add a rule check the value first
// (the rule itself is shared with REST bodies and forms: src/domain/values.ts).
export { INVALID_DATE, isDateOrEmpty } from '@/domain/values'
