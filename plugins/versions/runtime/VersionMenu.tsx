/**
 * The version menu above an API page's title in a two-version site: which version the page belongs to, and a link
 * to the same page (or the nearest one, with the reason) in the other, keeping the member anchor. Its labels come
 * with the page; the page lists load on the first sign of use (pointer, focus, opening), and until then (and in the
 * served HTML) each link is the landing the versions pass wrote into the page's frontmatter
 * (api-gen/versions/landing-frontmatter.ts). After a landing elsewhere, the page shows why, once.
 */
import { usePage } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState } from 'react';
import type { VersionsData } from '../../../api-gen/versions/data';
import { fetchStaticJson } from '../../../lib/runtime/fetch-static';
import { leaveNotice, rememberChoice, rememberedChoice, takeNotice } from './choice';
import { counterpart, locate, type Landing } from '../../../api-gen/versions/counterpart';
import { MENU } from './setup';
import { LANDING_FIELDS } from '../../../api-gen/versions/landing-frontmatter';
import './version-menu.css';

function versionName(id: string, label: string, pkg: string | undefined): string {
  if (id !== 'npm') return label;
  const release = pkg ? MENU?.npmVersions[pkg] : undefined;
  return release ? `npm ${release}` : 'npm releases';
}

export function VersionMenu() {
  const { page } = usePage();
  const route = page.routePath;
  const [data, setData] = useState<VersionsData>();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  /** The version the reader last chose, when it is not this page's: the page offers itself there. */
  const [preferred, setPreferred] = useState<string>();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const here = MENU ? locate(route, MENU.versions) : undefined;
  const [hash, setHash] = useState('');

  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, [route]);

  useEffect(() => {
    setNotice(takeNotice(route));
    setOpen(false);
    const choice = rememberedChoice();
    const other = MENU && here && choice !== here.version.id && MENU.versions.some((v) => v.id === choice) ? choice : undefined;
    setPreferred(other);
    if (other && MENU) fetchStaticJson<VersionsData>(MENU.file).then(setData, () => {});
  }, [route]);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  if (!MENU || !here) return null;
  const menu = MENU;
  const pkg = here.path.split('/')[0];
  const packageName = pkg && pkg !== 'index' ? pkg : undefined;
  const load = () => {
    if (!data) fetchStaticJson<VersionsData>(menu.file).then(setData, () => {});
  };
  const landing = (target: string): Landing => {
    if (data) return counterpart(route, target as 'main' | 'npm', data);
    // Until the lists load (and in the served HTML): the landing the versions pass wrote into the page's frontmatter.
    const written = page.frontmatter?.[LANDING_FIELDS.route];
    if (typeof written === 'string') {
      const reason = page.frontmatter?.[LANDING_FIELDS.reason];
      return { route: written, ...(typeof reason === 'string' ? { reason } : {}) };
    }
    const version = menu.versions.find((v) => v.id === target)!;
    return { route: `${version.root}${route.slice(here.version.root.length)}` };
  };

  return (
    <div className="pt-version-menu" ref={box} onPointerEnter={load} onFocus={load}>
      <button
        type="button"
        className="pt-version-menu__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          load();
          setOpen(!open);
        }}
      >
        <span className="pt-version-menu__label">Version</span> {versionName(here.version.id, here.version.label, packageName)}
      </button>
      <ul id={id} className="pt-version-menu__list" hidden={!open}>
        {menu.versions.map((version) => {
          const current = version.id === here.version.id;
          const target = current ? { route } : landing(version.id);
          // The member the reader is on (`#sign`) is on the same page of the other version too.
          const href = current || target.reason ? target.route : `${target.route}${hash}`;
          return (
            <li key={version.id}>
              <Link
                href={href}
                className="pt-version-menu__item"
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  rememberChoice(version.id);
                  if (target.reason) leaveNotice(target.route, target.reason);
                  setOpen(false);
                }}
              >
                {versionName(version.id, version.label, packageName)}
                <span className="pt-version-menu__hint">{version.id === 'main' ? 'what the guide teaches' : 'what npm install gives'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {preferred && data && !notice ? (
        <p className="pt-version-menu__notice pt-version-menu__notice--choice">
          You last chose {versionName(preferred, menu.versions.find((v) => v.id === preferred)!.label, packageName)}:{' '}
          <Link href={counterpart(route, preferred as 'main' | 'npm', data).route}>read this page there</Link>.
        </p>
      ) : null}
      {notice ? (
        <p className="pt-version-menu__notice" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
