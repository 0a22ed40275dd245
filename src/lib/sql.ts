/**
 * A timestamptz column as the ISO string Payload returns for date fields (UTC, milliseconds, Z),
 * so hand-written statements hand back the same JSON as the Local API.
 */
export const isoUtc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
