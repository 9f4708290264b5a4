import { useFrontmatter } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { isDocPageType } from '../pageType';
import './reading-progress.css';

function readFraction(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
}

/**
 * A thin bar under the nav bar that shows how far down a doc page the reader is.
 * A global UI component: `?globalUIComponents=0` removes it. It renders nothing
 * until mounted, so server HTML and the first client render always agree.
 */
export default function ReadingProgress() {
  const { frontmatter } = useFrontmatter();
  const [fraction, setFraction] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setFraction(readFraction()));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (fraction === null || !isDocPageType(frontmatter.pageType)) return null;
  return (
    <div className="pt-global-ui pt-reading-progress" aria-hidden="true">
      <div className="pt-reading-progress__bar" style={{ transform: `scaleX(${fraction})` }} />
    </div>
  );
}
