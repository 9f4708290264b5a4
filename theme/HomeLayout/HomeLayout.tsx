/**
 * The home page inside a `<main>` landmark. Rspress renders the hero and the
 * feature grid with no landmark around them (axe: landmark-one-main, region).
 * Under the hero, the install line (HomeInstall.tsx), through Rspress's own afterHero slot.
 */
import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { SkipTarget } from '../SkipLink/SkipLink';
import { HomeInstall } from './HomeInstall';

export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  return (
    <main className="pt-a11y-main">
      <SkipTarget />
      <OriginalHomeLayout
        {...props}
        afterHero={
          <>
            {props.afterHero}
            <HomeInstall />
          </>
        }
      />
    </main>
  );
}
