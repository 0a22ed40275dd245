import { Box, Container, Text } from '@chakra-ui/react'

import { DEFAULT_RISK_BANNER_TEXT } from '@/tenancy/defaults'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { SHELL } from './shell-styles'

import { RiskBannerButton } from './risk-banner-button'

export const RISK_BANNER_HEIGHT = SHELL.riskBanner.props.h
export const RISK_BANNER_LINK_TEXT = 'Take 2 mins to learn more.'

/**
 * spec 9: the 70 px risk banner (risk-warning switch on): the fixed text, then a link-styled
 * button opening the tenant's own risk text. Small type on phones keeps it within 70 px.
 */
export function RiskBanner({ riskWarningText }: { riskWarningText: string }) {
  const button = kitStyle(SHELL.riskButton.kitStyle)
  return (
    <Box as="aside" aria-label="Risk warning" {...SHELL.riskBanner.props} data-testid="risk-banner">
      <Container {...SHELL.barContainer.props}>
        <Text {...SHELL.riskText.props}>
          <span data-testid="risk-banner-text">{DEFAULT_RISK_BANNER_TEXT}</span>{' '}
          {button.styles}
          <RiskBannerButton className={button.className} text={riskWarningText}>
            {RISK_BANNER_LINK_TEXT}
          </RiskBannerButton>
        </Text>
      </Container>
    </Box>
  )
}
