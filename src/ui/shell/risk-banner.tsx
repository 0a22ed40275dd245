import { Box, Container, Text } from '@chakra-ui/react'

import { DEFAULT_RISK_BANNER_TEXT } from '@/tenancy/defaults'
import { kitStyle } from '@/ui/chakra-rsc/kit-style'

import { RiskBannerButton } from './risk-banner-button'

export const RISK_BANNER_HEIGHT = '70px'
export const RISK_BANNER_LINK_TEXT = 'Take 2 mins to learn more.'

/**
 * spec 9: the 70 px risk banner (risk-warning switch on): the fixed text, then a link-styled
 * button opening the tenant's own risk text. Small type on phones keeps it within 70 px.
 */
export function RiskBanner({ riskWarningText }: { riskWarningText: string }) {
  const button = kitStyle({
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    color: 'gray.900',
    cursor: 'pointer',
    rounded: 'sm',
    focusVisibleRing: 'outside',
    focusRingColor: 'gray.900',
  })
  return (
    <Box
      as="aside"
      aria-label="Risk warning"
      h={RISK_BANNER_HEIGHT}
      minH={RISK_BANNER_HEIGHT}
      maxH={RISK_BANNER_HEIGHT}
      bg="gray.100"
      color="gray.900"
      borderBottomWidth="1px"
      borderColor="gray.300"
      display="flex"
      alignItems="center"
      overflowY="auto"
      data-testid="risk-banner"
    >
      <Container maxW="7xl" px={{ base: 3, md: 6 }}>
        <Text fontSize={{ base: '12px', md: 'sm' }} lineHeight="1.25">
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
