/** A link from one route of the site to another that needs no base path: relative, as the browser resolves it. Pure. */
export function relativeHref(from: string, to: string): string {
  const fromDir = from.endsWith('/') ? from : from.slice(0, from.lastIndexOf('/') + 1);
  const a = fromDir.split('/').filter(Boolean);
  const b = to.split('/').filter(Boolean);
  let same = 0;
  while (same < a.length && same < b.length - (to.endsWith('/') ? 0 : 1) && a[same] === b[same]) same += 1;
  const up = a.length - same;
  const rest = b.slice(same).join('/') + (to.endsWith('/') && b.length > same ? '/' : '');
  return `${up ? '../'.repeat(up) : './'}${rest}`;
}
