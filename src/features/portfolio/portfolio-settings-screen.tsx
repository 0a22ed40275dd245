import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import type { TRequestContext } from '@/auth/request-context'
import { portfolioSettings } from '@/collections/portfolio/portfolio-settings'
import { PORTFOLIO_SETTING_TITLE, SETTING_CHOICES, type TPortfolioColumn, type TPortfolioSetting, type TPortfolioStat } from '@/domain/portfolio/portfolio-columns'
import { terminologyOf } from '@/tenancy/branding'
import type { TTerminology } from '@/tenancy/terminology'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { PortfolioColumnsForm } from './portfolio-columns-form'
import { columnLabel, statLabel } from './portfolio-view'

// The investor settings of the portfolio (issue 12 §5, decision 032): /admin/settings/investor/portfolio
// lists the two tables and the stats with what the portal shows; /portfolio/{holdings|funds} and
// /portfolio-stats change them (spec 6 `features` update).

export const SETTING_PATH: Record<TPortfolioSetting, string> = {
  holdings: '/admin/settings/investor/portfolio/holdings',
  funds: '/admin/settings/investor/portfolio/funds',
  stats: '/admin/settings/investor/portfolio-stats',
}

const DEFAULT_TITLE: Record<TPortfolioSetting, string> = { holdings: 'Holdings', funds: 'Funds', stats: '' }

export function settingLabel(terminology: TTerminology, setting: TPortfolioSetting, key: string) {
  return setting === 'stats' ? statLabel(terminology, key as TPortfolioStat) : columnLabel(terminology, key as TPortfolioColumn)
}

type TCtx = TRequestContext & { user: NonNullable<TRequestContext['user']> }

export async function PortfolioSettingsList({ ctx }: { ctx: TCtx }) {
  const settings = await portfolioSettings(ctx.payload, ctx.tenant.id)
  const terminology = terminologyOf(ctx.tenant)
  return (
    <Stack gap={4} data-testid="portfolio-settings">
      {(['holdings', 'funds', 'stats'] as const).map((setting) => (
        <Card.Root key={setting}>
          <Card.Body gap={2}>
            <Heading as="h2" size="md">
              <Link asChild colorPalette="brand">
                <NextLink href={SETTING_PATH[setting]}>{PORTFOLIO_SETTING_TITLE[setting]}</NextLink>
              </Link>
            </Heading>
            {settings.titles[setting] && <Text>Heading: {settings.titles[setting]}</Text>}
            <Text color="fg.muted" data-testid={`portfolio-setting-${setting}`}>
              {settings[setting].map((key) => settingLabel(terminology, setting, key)).join(' · ')}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
      <Text textStyle="sm" color="fg.muted">
        The labels are the tenant&apos;s terminology: rename them under Terminology settings → Portfolio columns.
      </Text>
    </Stack>
  )
}

export async function PortfolioSettingForm({ ctx, setting }: { ctx: TCtx; setting: TPortfolioSetting }) {
  const settings = await portfolioSettings(ctx.payload, ctx.tenant.id)
  const terminology = terminologyOf(ctx.tenant)
  const choices = SETTING_CHOICES[setting].map((key) => ({ key, label: settingLabel(terminology, setting, key) }))
  const mayChange = can(ctx.user.role_id, 'features', 'update')
  if (!mayChange) {
    return (
      <Text data-testid={`portfolio-setting-${setting}`}>
        {settings[setting].map((key) => settingLabel(terminology, setting, key)).join(' · ')}
      </Text>
    )
  }
  const styles = {
    button: kitStyle({ recipe: 'button', variant: 'outline', size: 'xs' }),
    primary: kitStyle({ recipe: 'button', variant: 'solid', colorPalette: 'brand', size: 'sm' }),
    input: kitStyle({ recipe: 'input', size: 'sm' }),
    row: kitStyle({ display: 'flex', gap: 2, alignItems: 'center', py: 2, borderBottomWidth: '1px' }),
    list: kitStyle({ listStyleType: 'none', mb: 4, maxW: 'lg' }),
    error: kitStyle({ color: 'fg.error', mb: 3 }),
    success: kitStyle({ color: 'fg.success', mb: 3 }),
  }
  return (
    <Box maxW="lg">
      {Object.values(styles).map((style) => style.styles)}
      <PortfolioColumnsForm
        setting={setting}
        choices={choices}
        chosen={[...settings[setting]]}
        title={settings.titles[setting] ?? ''}
        titlePlaceholder={DEFAULT_TITLE[setting] || 'No heading'}
        classes={Object.fromEntries(Object.entries(styles).map(([key, style]) => [key, style.className])) as Record<keyof typeof styles, string>}
      />
    </Box>
  )
}
