/**
 * The npm version of a two-version site is generated like any reference (routes under `/api/`), then moved under
 * `/npm/api/`: its pages link relatively, so only the data files api-gen wrote beside them name routes. Pure.
 */
import { API_ROUTE, type ApiRoot, rebaseRoute } from '../layout';

/** Every string in `value` that is an API route (and every object key that is one) moved under `to`. */
export function rebaseRoutes<T>(value: T, to: ApiRoot): T {
  const move = (text: string) => (text.startsWith(API_ROUTE) ? rebaseRoute(text, to) : text);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return move(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, inner]) => [move(k), walk(inner)]));
    return v;
  };
  return walk(value) as T;
}
