/** Small on purpose: quick to take and compare, small PNGs; the kit's screens are narrow too. */
export const visualViewport = { width: 640, height: 480 };

/**
 * Per pixel, a YIQ colour distance up to 0.1 is the same colour, and pixels pixelmatch takes for
 * anti-aliasing are ignored; per picture, at most 0.02 % of the pixels (61 at 640x480) may still
 * differ. A token's colour change moves whole fills, borders or text runs (hundreds of pixels,
 * far past 0.1), a spacing change shifts everything after it, a size change fails outright; font
 * rasterising noise stays under both limits.
 */
export const visualTolerance = {
  threshold: 0.03,
  includeAA: false,
  allowedMismatchedPixelRatio: 0.0002,
};
