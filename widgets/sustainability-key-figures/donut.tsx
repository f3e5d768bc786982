import { DONUT, donutStroke, donutTransform } from '../../shared/domain/sustainability/donut';
import { useDrawnOnView } from './use-drawn-on-view';

interface DonutProps {
  /** Accessible name: title and percent (the SVG is one image to assistive technology). */
  label: string;
  percent: number;
  /** The percent as the server formats it, shown in the ring's centre. */
  percentText: string;
  /** Ring colour: index into the palette of theme properties (`--wsh-sustainability-key-figures-ring-1` to `-6`). */
  colour: number;
}

const centre = DONUT.size / 2;

/** A ring of fixed radius starting at the top (SPEC 9), drawn when first scrolled into view. */
export function Donut({ label, percent, percentText, colour }: DonutProps) {
  const { ref, drawn } = useDrawnOnView<SVGSVGElement>();
  const stroke = donutStroke(percent, drawn);
  return (
    <svg
      ref={ref}
      className="wsh-sustainability-key-figures__donut"
      data-drawn={drawn ? 'true' : 'false'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${DONUT.size} ${DONUT.size}`}
      width={DONUT.size}
      height={DONUT.size}
      focusable="false"
    >
      <circle
        className="wsh-sustainability-key-figures__donut-track"
        cx={centre}
        cy={centre}
        r={DONUT.radius}
        strokeWidth={DONUT.strokeWidth}
        fill="none"
      />
      <circle
        className="wsh-sustainability-key-figures__donut-ring"
        cx={centre}
        cy={centre}
        r={DONUT.radius}
        strokeWidth={DONUT.strokeWidth}
        fill="none"
        strokeDasharray={stroke.dashArray}
        // A style, not the attribute: the CSS transition on stroke-dashoffset animates it. The colour is
        // the palette's theme property, named here so the stylesheet needs no rule per palette entry.
        style={{
          strokeDashoffset: stroke.dashOffset,
          stroke: `var(--wsh-sustainability-key-figures-ring-${(colour % 6) + 1})`,
        }}
        transform={donutTransform()}
      />
      <text
        className="wsh-sustainability-key-figures__donut-text"
        x={centre}
        y={centre}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {percentText}
      </text>
    </svg>
  );
}
