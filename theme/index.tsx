/**
 * The theme override: the default Rspress theme, with only what it lacks.
 * - Layout keeps the chrome query switches in step with client-side navigation.
 */
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { useChromeSwitches } from './chrome/useChromeSwitches';
import './chrome/chrome.css';
import './styles/brand.css';
import './styles/code.css';

export function Layout(props: ComponentProps<typeof BaseLayout>) {
  useChromeSwitches();
  return <BaseLayout {...props} />;
}

export * from '@rspress/core/theme-original';
