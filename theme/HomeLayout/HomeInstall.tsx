/**
 * The home page's install line, under the hero: the one command that installs and loads from npm today
 * (config/home-install.ts says which and why), in Rspress's own code block with its copy button, and one sentence
 * on where the rest of the toolkit comes from.
 */
import { CodeBlock, Link } from '@rspress/core/theme';
import { HOME_INSTALL } from '../../config/home-install';
import './home-install.css';

export function HomeInstall() {
  return (
    <section className="pt-home-install" aria-labelledby="pt-home-install-title">
      <h2 id="pt-home-install-title" className="pt-home-install__title">
        Install
      </h2>
      <CodeBlock lang="bash">
        <pre className="shiki">
          <code>{HOME_INSTALL.command}</code>
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
