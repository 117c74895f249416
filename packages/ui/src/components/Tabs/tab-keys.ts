/** Which way the tabs run. */
export type TabOrientation = 'horizontal' | 'vertical';

interface Options {
  orientation: TabOrientation;
  /** Right-to-left text: ArrowLeft moves forward. */
  isRtl: boolean;
  isTabDisabled: (tab: HTMLElement) => boolean;
}

/**
 * The tab a key moves focus to from `current`, or `null` for a key tabs do not handle. The
 * arrow keys along the row wrap around at the ends; Home and End go to the ends; disabled tabs
 * are skipped (the WAI-ARIA tabs pattern).
 */
export function nextTab(
  tabs: readonly HTMLElement[],
  current: HTMLElement,
  key: string,
  { orientation, isRtl, isTabDisabled }: Options,
): HTMLElement | null {
  const enabled = tabs.filter((tab) => !isTabDisabled(tab) || tab === current);
  const at = enabled.indexOf(current);
  if (at < 0) return null;
  const forward = orientation === 'vertical' ? 'ArrowDown' : isRtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = orientation === 'vertical' ? 'ArrowUp' : isRtl ? 'ArrowRight' : 'ArrowLeft';
  const usable = enabled.filter((tab) => !isTabDisabled(tab));
  if (usable.length === 0) return null;
  if (key === 'Home') return usable[0]!;
  if (key === 'End') return usable[usable.length - 1]!;
  const step = key === forward ? 1 : key === backward ? -1 : 0;
  if (step === 0) return null;
  for (let offset = 1; offset <= enabled.length; offset += 1) {
    const candidate =
      enabled[(((at + step * offset) % enabled.length) + enabled.length) % enabled.length]!;
    if (!isTabDisabled(candidate)) return candidate;
  }
  return null;
}
