import { useEffect } from 'react';
import { installMobilePanels } from './mobilePanels';

/** The phone panels (the nav menu, the sidebar drawer) keep focus while open, close with Esc and give focus back (mobilePanels.ts). */
export function useMobilePanels(): void {
  useEffect(() => installMobilePanels(document), []);
}
