/** What the build tells the version menu (plugins/versions/index.ts defines __PT_VERSIONS__): null in a one-version site. */
import type { VersionInfo } from '../../../api-gen/versions/data';

export interface MenuSetup {
  versions: VersionInfo[];
  /** The file under static/ with every version's page list. */
  file: string;
  npmVersions: Record<string, string>;
  /** Packages with a change page (`/api/<package>/changes`). */
  changes: string[];
  /** Of those, the packages whose npm release and main export the same names alike: nothing added, removed, changed or left uncompared. */
  alike: string[];
}

declare const __PT_VERSIONS__: MenuSetup | null | undefined;

export const MENU: MenuSetup | null = typeof __PT_VERSIONS__ === 'undefined' ? null : __PT_VERSIONS__;
