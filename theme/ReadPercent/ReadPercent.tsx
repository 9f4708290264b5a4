/**
 * Rspress's reading-progress circle (the outline's title and the phone menu bar, on every doc page) in less
 * markup: the same two rings with the same geometry (circle.ts), their colours, caps, turn and transition
 * from progress.css instead of seven attributes and an inline style on each ring, about 170 bytes a circle.
 * Same hook as Rspress's (`useReadPercent`), same `rp-progress-circle` class.
 */
import { useReadPercent } from '@rspress/core/theme-original';
import { circleGeometry } from './circle';
import './progress.css';

export function ReadPercent({ size = 100, strokeWidth = 8 }: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  const { center, radius, circumference, offset } = circleGeometry(percent, size, strokeWidth);
  return (
    <svg width={size} height={size} className="rp-progress-circle pt-progress">
      <circle cx={center} cy={center} r={radius} strokeWidth={strokeWidth} />
      <circle cx={center} cy={center} r={radius} strokeWidth={strokeWidth} strokeDasharray={circumference} strokeDashoffset={offset} />
    </svg>
  );
}
