/** A rem length in pixels (16 to the rem), e.g. '0.75rem' -> '12px'; other units as they are. */
export const rem = (value: string) =>
  value.endsWith('rem') ? `${parseFloat(value) * 16}px` : value;
