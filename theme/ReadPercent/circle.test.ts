import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationsOf, parseRules } from '../../tests/support/css-cascade';
import { circleGeometry } from './circle';

const THEME = path.resolve(__dirname, '../../node_modules/@rspress/core/dist/theme');
const read = (file: string) => readFileSync(path.join(THEME, file), 'utf8');
const rspressCircle = read('components/ReadPercent/ProgressCircle.js');
const ours = parseRules(readFileSync(path.join(__dirname, 'progress.css'), 'utf8'), 'progress.css');
const declarations = (selector: string) => ours.filter((r) => r.selectors.includes(selector)).flatMap((r) => declarationsOf(r.body).map(([p, v]) => `${p}: ${v}`));

describe('circleGeometry', () => {
  it("is Rspress's ring: radius inside the stroke, the dash the circumference, offset by what is left", () => {
    const start = circleGeometry(0, 14, 2);
    expect(start).toEqual({ center: 7, radius: 6, circumference: 2 * 6 * Math.PI, offset: 2 * 6 * Math.PI });
    expect(circleGeometry(25, 14, 2).offset).toBeCloseTo(0.75 * 2 * 6 * Math.PI, 12);
    expect(circleGeometry(100, 14, 2).offset).toBe(0);
    expect(circleGeometry(140, 14, 2).offset).toBe(0);
    expect(circleGeometry(-5, 14, 2).offset).toBe(start.offset);
  });

  it('writes the circumference as Rspress does, digit for digit (what a reader sees at 0 % must not move)', () => {
    expect(String(circleGeometry(0, 14, 2).circumference)).toBe('37.69911184307752');
    expect(rspressCircle).toContain('const radius = (size - strokeWidth) / 2;');
    expect(rspressCircle).toContain('const circumference = 2 * radius * Math.PI;');
    expect(rspressCircle).toContain('const offset = circumference - normalizedPercent / 100 * circumference;');
  });
});

describe("the stylesheet restates what Rspress's ProgressCircle writes on each ring", () => {
  it('track and bar: no fill, round caps; the track in the divider colour', () => {
    expect(rspressCircle.match(/strokeLinecap: "round",/g)).toHaveLength(2);
    expect(rspressCircle.match(/fill: "none",/g)).toHaveLength(2);
    expect(rspressCircle).toContain("backgroundColor = 'var(--rp-c-divider-light)'");
    expect(declarations('.pt-progress circle')).toEqual(['fill: none', 'stroke-linecap: round', 'stroke: var(--rp-c-divider-light)']);
  });

  it('the bar: the brand colour, turned a quarter back about its centre, its offset eased', () => {
    expect(rspressCircle).toContain("strokeColor = 'var(--rp-c-brand)'");
    expect(rspressCircle).toContain('transform: `rotate(-90 ${size / 2} ${size / 2})`');
    expect(rspressCircle).toContain("transition: 'stroke-dashoffset 0.3s'");
    expect(declarations('.pt-progress circle + circle')).toEqual([
      'stroke: var(--rp-c-brand)',
      'transform: rotate(-90deg)',
      'transform-box: fill-box',
      'transform-origin: center',
      'transition: stroke-dashoffset 0.3s',
    ]);
  });

  it('Rspress draws the circle through the theme export, so ours replaces it in the outline and the phone menu bar', () => {
    for (const file of ['components/Outline/index.js', 'components/SidebarMenu/index.js']) {
      expect(read(file)).toMatch(/import \{[^}]*\bReadPercent\b[^}]*\} from "@rspress\/core\/theme"/);
    }
    expect(read('components/ReadPercent/index.js')).toMatch(/function ReadPercent\(\{ size, strokeWidth \}\)/);
  });
});
