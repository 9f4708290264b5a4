/**
 * The breadcrumb trail above a doc page's title (breadcrumbs.ts), rendered through the doc layout's
 * `beforeDocContent` slot: in the static HTML and the first client render alike, since it reads only the route.
 */
import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { guideSidebar } from '../../config/sidebar';
import { useText } from '../../lib/runtime/useText';
import { breadcrumbs } from './breadcrumbs';
import './breadcrumbs.css';

export function Breadcrumbs() {
  const { page } = usePage();
  const text = useText();
  const crumbs = breadcrumbs(page.routePath, page.title ?? '', guideSidebar);
  if (!crumbs.length) return null;
  return (
    <nav className="pt-breadcrumbs" aria-label={text('ptBreadcrumbs')}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.text}`}>
            {crumb.link ? <Link href={crumb.link}>{crumb.text}</Link> : <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{crumb.text}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
