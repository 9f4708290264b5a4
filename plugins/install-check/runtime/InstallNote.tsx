import { Link } from '@rspress/core/theme-original';
import manifest from '../../../api-gen/manifest.json';
import { INSTALL_DATA } from './install-data';
import { checkedNodeNote, installNotes } from './install-notes';

/**
 * A "Known issue" callout under an install command, written from what `npm run check:install` measured, so the
 * page and the npm table say the same thing. Renders nothing when every named package installs and imports.
 */
export default function InstallNote({ packages }: { packages: string[] }) {
  const notes = installNotes(packages, manifest, INSTALL_DATA);
  if (!notes.length) return null;
  const nodeNote = checkedNodeNote(INSTALL_DATA.node);
  return (
    <div className="rp-callout rp-callout--warning pt-install-note">
      <div className="rp-callout__title">Known issue</div>
      <div className="rp-callout__content">
        {notes.map((note) => (
          <p key={note.command}>
            <code>{note.command}</code> {note.verdict}: <code>{note.error}</code>
          </p>
        ))}
        <p>
          {`Checked on ${INSTALL_DATA.checkedOn} with Node ${INSTALL_DATA.node} and npm ${INSTALL_DATA.npm} by installing into an empty project and importing each entry point (`}
          <code>npm run check:install</code>
          {'). '}
          {nodeNote && (
            <>
              {`${nodeNote} `}
              <Link href="/getting-started/first-project#prerequisites">Prerequisites</Link>
              {' says where the newer version is needed. '}
            </>
          )}
          <Link href="/getting-started/npm-packages">Packages on npm</Link> lists every package.
        </p>
      </div>
    </div>
  );
}
