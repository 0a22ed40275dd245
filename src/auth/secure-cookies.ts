/**
 * Cookies are Secure (and `__Host-` prefixed) in production; over plain http in development they
 * cannot be. INSECURE_COOKIES=1 is for plain-http production-like setups (the benchmark).
 */
export const secureCookies = () => process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1'
