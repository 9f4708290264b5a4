/**
 * The 404 page with the same text and classes as Rspress's, inside a `<main>`
 * landmark (axe: landmark-one-main, region) and without the home link's
 * `aria-label="go to home"`, which hid its visible text "Take me home" from
 * speech-input users (axe: label-content-name-mismatch).
 *
 * Below the title: a search button (it sends the search shortcut, which opens the same panel as the nav bar's
 * button) and links to the guide's first page, the API index and Rspress's "Take me home", in one row and two styles
 * (the search the one filled button, the links alike): Rspress's own outlined home link below them made a third.
 *
 * Like Rspress's page, a path with the default language segment (`/en/intro`)
 * is sent to the path without it; here after hydration, so the first client
 * render matches the server HTML.
 */
import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
import { useEffect } from 'react';
import { API_ROUTE } from '../../api-gen/layout';
import { notFoundHome, withoutDefaultLang } from '../labels';
import { SkipTarget } from '../SkipLink/SkipLink';
import { useText } from '../../lib/runtime/useText';
import './not-found.css';

/** Opens search as Ctrl/Cmd+K does: Rspress's panel, and our listener while the panel's code loads, both answer it. */
function openSearch() {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }));
}

export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const text = useText();
  useEffect(() => {
    const target = withoutDefaultLang(window.location.pathname, siteData.lang);
    if (target !== null) window.location.replace(target + window.location.search + window.location.hash);
  }, [siteData.lang]);
  const home = notFoundHome(page, { lang: siteData.lang, defaultVersion: siteData.multiVersion?.default });
  return (
    <main className="pt-a11y-main">
      <SkipTarget />
      <div className="rp-not-found">
        <p className="rp-not-found__error-code">404</p>
        <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
        <div className="rp-not-found__divider" />
        <p className="pt-not-found__hint">{text('ptNotFoundHint')}</p>
        <div className="pt-not-found__actions">
          <button type="button" className="pt-not-found__search" onClick={openSearch}>
            {text('ptNotFoundSearch')}
          </button>
          <Link className="pt-not-found__link" href="/intro">
            {text('ptNotFoundGuide')}
          </Link>
          <Link className="pt-not-found__link" href={API_ROUTE}>
            {text('ptNotFoundApi')}
          </Link>
          <Link className="pt-not-found__link" href={home}>
            {t('takeMeHomeText')}
          </Link>
        </div>
      </div>
    </main>
  );
}
