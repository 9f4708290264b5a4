/**
 * The home page's install line, under the hero: the one command that installs and loads from npm today
 * (config/home-install.ts says which and why), in Rspress's own code block with its copy button, and one sentence
 * on where the rest of the toolkit comes from.
 */
import { CodeBlock, Link } from '@rspress/core/theme';
import { HOME_INSTALL } from '../../config/home-install';
import { useFocusableWhenScrollable } from '../mdx/scrollable';
import './home-install.css';

export function HomeInstall() {
  // Wrapped, so a phone shows the whole command; should the reader turn wrapping off, the block joins the tab order
  // while it scrolls sideways, as the guide's code blocks do (theme/mdx/scrollable.ts).
  const [ref, tabIndex] = useFocusableWhenScrollable<HTMLPreElement>();
  return (
    <section className="pt-home-install" aria-labelledby="pt-home-install-title">
      <h2 id="pt-home-install-title" className="pt-home-install__title">
        Install
      </h2>
      <CodeBlock lang="bash" wrapCode>
        <pre className="shiki" ref={ref} tabIndex={tabIndex}>
          <code>
            {/* A phone wraps the line at the space, never inside the package name. */}
            {HOME_INSTALL.command.slice(0, -HOME_INSTALL.packageName.length)}
            <span className="pt-home-install__name">{HOME_INSTALL.packageName}</span>
          </code>
        </pre>
      </CodeBlock>
      <p className="pt-home-install__note">
        The Chainweb client installs and loads from npm today. The rest of the toolkit is built from its repository, as{' '}
        <Link href={HOME_INSTALL.startLink}>First Project</Link> shows; <Link href={HOME_INSTALL.npmLink}>Packages on npm</Link> says what each
        release gives you.
      </p>
    </section>
  );
}
