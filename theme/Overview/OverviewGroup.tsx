/**
 * The overview's groups. Rspress turns each page of the overview's section into a group of its own, headed by the
 * page's name, and then titles the group's one card with the same name again. Here such a group shows its name once:
 * the heading is the link to the page (underlined, with an arrow), and the card holds the page's sections. Other
 * groups, and the markdown twin, are Rspress's.
 */
import { Link, OverviewGroup as OriginalOverviewGroup, renderInlineMarkdown, type Group } from '@rspress/core/theme-original';
import { getCustomMDXComponent } from '../mdx/mdx';
import { headingId, singlePage } from './overview-group';
import './overview.css';

export function OverviewGroup({ group }: { group: Group }) {
  const page = singlePage(group);
  if (import.meta.env.SSG_MD || !page) return <OriginalOverviewGroup group={group} />;
  const { h2: H2, a: A } = getCustomMDXComponent();
  const id = headingId(group.name);
  return (
    <>
      <H2 id={id} className="pt-overview-title">
        <Link href={page.link} className="pt-overview-title__link">
          {group.name}
        </Link>
        <A className="rp-header-anchor" href={`#${id}`} aria-hidden>
          #
        </A>
      </H2>
      <div className="rp-overview-group rp-not-doc">
        <div className="rp-overview-group__item pt-overview-card">
          <ul className="rp-overview-group__item__content">
            {page.headers?.map((header) => (
              <li key={header.id} className="rp-overview-group__item__content__item">
                <Link className="rp-overview-group__item__content__item__link" href={`${page.link}#${header.id}`} {...renderInlineMarkdown(header.text)} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
