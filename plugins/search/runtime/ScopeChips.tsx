/**
 * Filter chips under the search field: All, Guide, API, and on API the kinds of symbol (scope.ts). Each chip is a
 * button with aria-pressed, so Tab reaches it and Enter or Space presses it; pressing one keeps the choice for the
 * tab (scope-store.ts) and asks the open query again. Rendered by SearchPanel.tsx beside Rspress's panel, into a
 * row placed after the panel's header.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ThemeTextKey } from '../../../config/texts';
import { useText } from '../../../lib/runtime/useText';
import { ALL, API_KINDS, type ApiKind, type Area, AREAS, type Scope } from './scope';
import { getScope, setScope } from './scope-store';
import { PANEL_INPUT_SELECTOR } from './selectors';
import './scope-chips.css';

const HEADER = '.rp-search-panel__header';
const ROW_CLASS = 'pt-scope-chips';
const AREA_TEXT: Record<Area, ThemeTextKey> = { all: 'ptScopeAll', guide: 'ptScopeGuide', api: 'ptScopeApi' };
const KIND_TEXT: Record<ApiKind, ThemeTextKey> = { class: 'ptScopeClass', interface: 'ptScopeInterface', function: 'ptScopeFunction', type: 'ptScopeType', variable: 'ptScopeVariable' };

/** Asks Rspress's panel to search the field's text again: React sees an input event for a changed value. */
function searchAgain(): void {
  const field = document.querySelector<HTMLInputElement>(PANEL_INPUT_SELECTOR);
  if (!field?.value) return;
  const value = field.value;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, `${value} `);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function ScopeChips(): React.ReactNode {
  const text = useText();
  const [scope, choose] = useState<Scope>(getScope);
  const [row, setRow] = useState<HTMLElement>();

  useEffect(() => {
    // The row goes right after the panel's header once the panel has rendered it.
    let made: HTMLElement | undefined;
    const place = () => {
      const header = document.querySelector(HEADER);
      if (!header || header.nextElementSibling?.classList.contains(ROW_CLASS)) return;
      made = document.createElement('div');
      made.className = ROW_CLASS;
      header.after(made);
      setRow(made);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      made?.remove();
    };
  }, []);

  const pick = (next: Scope) => {
    setScope(next);
    choose(next);
    searchAgain();
  };
  // Enter and Space press the chip and go no further: Rspress's panel would open the selected result on Enter.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') event.nativeEvent.stopPropagation();
  };
  const chip = (label: string, pressed: boolean, next: Scope) => (
    <button key={label} type="button" className="pt-scope-chip" aria-pressed={pressed} onClick={() => pick(next)} onKeyDown={onKeyDown}>
      {label}
    </button>
  );

  if (!row) return null;
  return createPortal(
    <>
      <div role="group" aria-label={text('ptScopeGroup')} className="pt-scope-chips__group">
        {AREAS.map((area) => chip(text(AREA_TEXT[area]), scope.area === area, area === 'all' ? ALL : { area }))}
      </div>
      {scope.area === 'api' && (
        <div role="group" aria-label={text('ptScopeKindGroup')} className="pt-scope-chips__group">
          {chip(text('ptScopeAnyKind'), !scope.kind, { area: 'api' })}
          {API_KINDS.map((kind) => chip(text(KIND_TEXT[kind]), scope.kind === kind, { area: 'api', kind }))}
        </div>
      )}
    </>,
    row,
  );
}
