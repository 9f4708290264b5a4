import { describe, expect, it } from 'vitest';
import { PanelMemory } from './mobilePanels';

type El = { id: string; inPanel?: boolean; connected?: boolean };
const button: El = { id: 'hamburger' };
const link: El = { id: 'link', inPanel: true };
const inPanel = (el: El) => !!el.inPanel;
const usable = (el: El) => el.connected !== false;

describe('PanelMemory', () => {
  it('says nothing while the panel stays as it was', () => {
    const m = new PanelMemory<El>();
    expect(m.seen(false, button, inPanel, () => true, usable)).toBeNull();
    expect(m.seen(true, button, inPanel, () => true, usable)).toEqual({ kind: 'opened' });
    expect(m.seen(true, link, inPanel, () => true, usable)).toBeNull();
  });
  it('gives focus back to the button that opened the panel when focus was left in it or lost', () => {
    const m = new PanelMemory<El>();
    m.seen(true, button, inPanel, () => true, usable);
    expect(m.seen(false, link, inPanel, () => true, usable)).toEqual({ kind: 'closed', returnTo: button });
  });
  it('leaves focus that has moved on elsewhere', () => {
    const m = new PanelMemory<El>();
    m.seen(true, button, inPanel, () => true, usable);
    expect(m.seen(false, { id: 'search input' }, inPanel, () => false, usable)).toEqual({ kind: 'closed', returnTo: null });
  });
  it('remembers no opener when focus was already inside, or nowhere', () => {
    const m = new PanelMemory<El>();
    m.seen(true, link, inPanel, () => true, usable);
    expect(m.seen(false, null, inPanel, () => true, usable)).toEqual({ kind: 'closed', returnTo: null });
    m.seen(true, null, inPanel, () => true, usable);
    expect(m.seen(false, null, inPanel, () => true, usable)).toEqual({ kind: 'closed', returnTo: null });
  });
  it('does not focus an opener that left the page', () => {
    const m = new PanelMemory<El>();
    const gone: El = { id: 'old button', connected: false };
    m.seen(true, gone, inPanel, () => true, usable);
    expect(m.seen(false, null, inPanel, () => true, usable)).toEqual({ kind: 'closed', returnTo: null });
  });
});
