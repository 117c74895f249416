import { nice, ticks } from 'd3-array';

// The two scales the line chart draws with, as d3-scale computes them, without d3-scale's
// interpolators (which bring d3-color and d3-format into the dashboard's first paint).

/** A linear scale from `[0, max]`, niced as d3's `scaleLinear().nice()`, onto `[from, to]`. */
export function linearScale(max: number, [from, to]: readonly [number, number]) {
  const [start, stop] = nice(0, max, 10);
  const scale = (value: number) => {
    const share = stop === start ? 0.5 : (value - start) / (stop - start);
    return from * (1 - share) + to * share;
  };
  return Object.assign(scale, {
    /** About `count` round values across the domain, as d3's `scale.ticks(count)`. */
    ticks: (count: number) => ticks(start, stop, count),
    range: [from, to] as const,
  });
}

/**
 * Positions of `count` evenly spaced points across `[from, to]`, with `padding` steps of room at
 * each end, as d3's `scalePoint().padding(padding)`.
 */
export function pointScale(count: number, [from, to]: readonly [number, number], padding: number) {
  const step = (to - from) / Math.max(1, count - 1 + padding * 2);
  const start = from + (to - from - step * (count - 1)) / 2;
  return (index: number) => start + step * index;
}
