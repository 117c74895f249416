import * as chartStyles from '../private/chart.css';

// The chart's two axes drawn as @visx/axis drew them (same elements, positions and sizes, so the
// pictures do not move), without @visx/text's label measuring, which brought a CSS calc() parser
// and a maths expression evaluator into the dashboard's first paint.

const tickLength = 8;
// visx sized its tick labels' box in a 10 px font; the labels' own size comes from the styles.
const boxFontSize = 10;

/** A tick label: an overflowing box nudged by `dx`/`dy` (in the box's em), holding the text. */
function TickText({
  x,
  y,
  dx = 0,
  dy,
  anchor,
  children,
}: {
  x: number;
  y: number;
  dx?: string | number;
  dy: string;
  anchor: 'end' | 'middle';
  children: string;
}) {
  return (
    <svg x={dx} y={dy} fontSize={boxFontSize} style={{ overflow: 'visible' }}>
      <text x={x} y={y} fill="#222" fontFamily="Arial" fontSize={boxFontSize} textAnchor={anchor}>
        <tspan x={x} dy="0em">
          {children}
        </tspan>
      </text>
    </svg>
  );
}

const Tick = ({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) => (
  <line
    x1={x1}
    y1={y1}
    x2={x2}
    y2={y2}
    fill="transparent"
    shapeRendering="crispEdges"
    stroke="#222"
    strokeWidth={1}
    strokeLinecap="square"
  />
);

/** The value axis on the left: a tick and label per value, and the axis' name turned upright. */
export function AxisLeft({
  ticks,
  position,
  format,
  label,
  labelOffset,
  range,
}: {
  ticks: readonly number[];
  position: (value: number) => number;
  format: (value: number) => string;
  label: string;
  labelOffset: number;
  range: readonly [number, number];
}) {
  return (
    <g className={chartStyles.axis} data-axis="left">
      {ticks.map((value, index) => {
        const y = position(value);
        return (
          <g key={`${value}-${index}`}>
            <Tick x1={0} y1={y} x2={-tickLength} y2={y} />
            <TickText x={-tickLength} y={y} dx="-0.25em" dy="0.25em" anchor="end">
              {format(value)}
            </TickText>
          </g>
        );
      })}
      {label && (
        <svg x={0} y={0} fontSize={boxFontSize} style={{ overflow: 'visible' }}>
          <text
            className={chartStyles.axisLabel}
            x={-(range[0] + range[1]) / 2}
            y={-(tickLength + labelOffset)}
            transform="rotate(-90)"
            fill="#222"
            fontFamily="Arial"
            fontSize={boxFontSize}
            textAnchor="middle"
          >
            <tspan x={-(range[0] + range[1]) / 2} dy="0em">
              {label}
            </tspan>
          </text>
        </svg>
      )}
    </g>
  );
}

/** The category axis along the bottom, `top` pixels down: its line, and a tick per value. */
export function AxisBottom({
  top,
  ticks,
  position,
  format,
  range,
}: {
  top: number;
  ticks: readonly number[];
  position: (value: number) => number;
  format: (value: number) => string;
  range: readonly [number, number];
}) {
  return (
    <g className={chartStyles.axis} data-axis="bottom" transform={`translate(0, ${top})`}>
      {ticks.map((value, index) => {
        const x = position(value);
        return (
          <g key={`${value}-${index}`}>
            <Tick x1={x} y1={0} x2={x} y2={tickLength} />
            <TickText x={x} y={tickLength + boxFontSize} dy="0.25em" anchor="middle">
              {format(value)}
            </TickText>
          </g>
        );
      })}
      <line
        x1={range[0] + 0.5}
        y1={0}
        x2={range[1] + 0.5}
        y2={0}
        fill="transparent"
        shapeRendering="crispEdges"
        stroke="#222"
        strokeWidth={1}
      />
    </g>
  );
}
