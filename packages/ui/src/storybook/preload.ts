/**
 * A story loader that waits for a component's lazily loaded parts (its overlay, drawer or
 * drawing) before the story renders, so a play function that opens one finds it at once on a
 * cold cache too, instead of racing the chunk's first load against a query's default timeout.
 * Use it in `meta.loaders` with the component's own load functions: `preload(loadActionMenu)`.
 */
export function preload(...loads: ReadonlyArray<() => Promise<unknown>>) {
  return async (): Promise<Record<string, never>> => {
    await Promise.all(loads.map((load) => load()));
    return {};
  };
}

/**
 * How long a play function waits for a part the component itself loads after the first paint
 * (a chart's drawing, loaded when the browser is idle): generous, since on a cold cache the
 * chunk is compiled first. Pass it to `waitFor` or `findBy*` as their options.
 */
export const loadedWithin = { timeout: 10_000 };
