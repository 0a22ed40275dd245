// Images shown on records (issue 9 §5: an opportunity's team photos and gallery). No imports: the
// HTTP server reads these before any application module loads, like documents/limits.ts.

const MIB = 1024 * 1024

/** The largest image file: photos for a web page, not print originals. */
export const IMAGE_MAX_BYTES = 5 * MIB

/** The largest image upload body (the file and its multipart envelope). */
export const IMAGE_UPLOAD_BODY_CAP = IMAGE_MAX_BYTES + 64 * 1024

/** At most this many pixels are decoded (a small file can claim a huge canvas). */
export const IMAGE_MAX_PIXELS = 40_000_000

export const IMAGE_UPLOAD_PATH = '/api/images/upload'
