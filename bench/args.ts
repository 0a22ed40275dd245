import { DEFAULT_SCALE, SMOKE_SCALE, type TBenchMode } from './config'

export type TBenchArgs = { mode: TBenchMode; scale: number; build: boolean; lighthouse: boolean; only: string[]; writeRatios: boolean }

/**
 * npm run bench[:seed] -- [--smoke] [--scale 0.01] [--no-build] [--no-lighthouse] [--only name,name] [--write-ratios]
 * --smoke: the CI run (scale 0.01, short runs, 50 connections only, no Lighthouse, reuses a build).
 * --write-ratios (with --smoke): measure every hot path three times and write the medians as the smoke's reference ratios.
 */
export function parseBenchArgs(argv: string[]): TBenchArgs {
  const value = (name: string) => {
    const inline = argv.find((arg) => arg.startsWith(`${name}=`))
    if (inline) return inline.slice(name.length + 1)
    const index = argv.indexOf(name)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const mode: TBenchMode = argv.includes('--smoke') ? 'smoke' : 'full'
  const scaleText = value('--scale')
  const scale = scaleText === undefined ? (mode === 'smoke' ? SMOKE_SCALE : DEFAULT_SCALE) : Number(scaleText)
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale needs a positive number, got ${scaleText}`)
  return {
    mode,
    scale,
    build: !argv.includes('--no-build') && process.env.SKIP_BUILD !== '1',
    lighthouse: mode === 'full' && !argv.includes('--no-lighthouse'),
    only: (value('--only') ?? '').split(',').filter(Boolean),
    writeRatios: mode === 'smoke' && argv.includes('--write-ratios'),
  }
}
