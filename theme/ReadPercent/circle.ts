/**
 * The reading-progress circle's geometry (pure; ReadPercent.tsx draws it). The same numbers as Rspress's
 * `ProgressCircle` (`components/ReadPercent/ProgressCircle.js`, 2.0.22): a ring of the given size and stroke,
 * its dash the whole circumference, offset by what is left to read.
 */
export interface CircleGeometry {
  center: number;
  radius: number;
  circumference: number;
  /** The dash offset: the circumference when nothing is read, 0 at the end. */
  offset: number;
}

export function circleGeometry(percent: number, size: number, strokeWidth: number): CircleGeometry {
  const read = Math.min(100, Math.max(0, percent));
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * radius * Math.PI;
  return { center: size / 2, radius, circumference, offset: circumference - (read / 100) * circumference };
}
