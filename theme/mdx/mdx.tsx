/**
 * The MDX components, with accessibility fixes:
 * - the "#" permalink Rspress adds to every heading is `aria-hidden` but was
 *   focusable (axe: aria-hidden-focus); it is taken out of the tab order, the
 *   outline already offers the same jumps to keyboard and screen-reader users;
 * - code blocks and tables scroll sideways inside a `<div>` that keyboard users
 *   could not reach (axe: scrollable-region-focusable); the `<pre>` or `<table>`
 *   joins the tab order while its box overflows (./scrollable.ts).
 *
 * Doc pages get them through `getCustomMDXComponent` (Rspress's DocContent and
 * FallbackHeading read it from the theme). Custom and blank pages render their
 * MDX with no provider, so `PageMdxProvider` supplies the same fixes there, plus
 * a `<main>` landmark around the content (axe: landmark-one-main, region) and
 * base-aware links.
 */
import { MDXProvider } from '@mdx-js/react';
import { usePage, withBase } from '@rspress/core/runtime';
import { isSourcePageHref } from '../../api-gen/source-routes';
import { getCustomMDXComponent as originalMDXComponents } from '@rspress/core/theme-original';
import { type ComponentProps, type ComponentType, forwardRef, type ReactNode, type Ref, useCallback } from 'react';
import { isHeaderAnchor } from '../labels';
import { SkipTarget } from '../SkipLink/SkipLink';
import { useFocusableWhenScrollable } from './scrollable';

type AnchorProps = ComponentProps<'a'>;
type PreProps = ComponentProps<'pre'>;
type TableProps = ComponentProps<'table'>;

/**
 * Rspress's link component for MDX, with heading permalinks kept out of the tab order. A link to a release's
 * source page (api-gen/source-routes.ts) is a plain link with the base path: the page is a static file, which
 * Rspress's router would answer with its 404 page (WORKAROUNDS.md row "source-pages").
 */
function DocAnchor(props: AnchorProps) {
  if (isSourcePageHref(props.href)) return <a {...props} href={withBase(props.href!)} className={['rp-link', props.className].filter(Boolean).join(' ')} />;
  const A = originalMDXComponents().a;
  return isHeaderAnchor(props.className) ? <A {...props} tabIndex={-1} /> : <A {...props} />;
}

/** Rspress's code block; its `<pre>` is focusable while the block scrolls. */
function DocPre(props: PreProps) {
  // Rspress's ShikiPre passes every other prop, `ref` included (React 19), to its <pre>.
  const Pre = originalMDXComponents().pre as ComponentType<PreProps>;
  const [ref, tabIndex] = useFocusableWhenScrollable<HTMLPreElement>();
  return <Pre {...props} ref={ref} tabIndex={tabIndex} />;
}

/** Rspress's table in its scroll container; the `<table>` is focusable while the container scrolls. */
const DocTable = forwardRef<HTMLTableElement, TableProps>(function DocTable(props, forwarded) {
  const Table = originalMDXComponents().table;
  const [measure, tabIndex] = useFocusableWhenScrollable<HTMLTableElement>();
  const ref = useCallback(
    (node: HTMLTableElement | null) => {
      measure(node);
      setRef(forwarded, node);
    },
    [measure, forwarded],
  );
  return <Table {...props} ref={ref} tabIndex={tabIndex} />;
});

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function getCustomMDXComponent(): ReturnType<typeof originalMDXComponents> {
  return { ...originalMDXComponents(), a: DocAnchor, pre: DocPre, table: DocTable };
}

/** A plain `<pre>` scrolls by itself (a11y.css); it is focusable while it does. */
function PlainPre(props: PreProps) {
  const [ref, tabIndex] = useFocusableWhenScrollable<HTMLPreElement>('self');
  return <pre {...props} ref={ref} tabIndex={tabIndex} />;
}

/** Wraps the MDX content of a custom or blank page in `<main>`; other layouts have their own. */
function ContentLandmark({ children }: { children?: ReactNode }) {
  const { page } = usePage();
  const pageType = page?.pageType;
  // Custom and blank pages are this site's reference pages (the glossary, the cheat sheet): Rspress's doc
  // typography (`rp-doc`) in a centred column (reference.css), which Rspress gives only to doc pages.
  if (pageType === 'custom' || pageType === 'blank') {
    return (
      <main className="pt-a11y-main pt-a11y-content pt-reference rp-doc">
        <SkipTarget />
        {children}
      </main>
    );
  }
  return <>{children}</>;
}

/**
 * Custom and blank pages get Rspress's link component too: their plain `<a href="/intro.html">` ignored
 * the base path, so under /pact-toolbox/ every link on them was broken (tests/e2e/links.spec.ts).
 */
const PAGE_COMPONENTS = { a: DocAnchor, pre: PlainPre, wrapper: ContentLandmark };

/** The outermost MDX provider: doc pages override `a` and `pre` again through DocContent. */
export function PageMdxProvider({ children }: { children?: ReactNode }) {
  return <MDXProvider components={PAGE_COMPONENTS}>{children}</MDXProvider>;
}
