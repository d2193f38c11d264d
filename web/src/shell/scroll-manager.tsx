import { useLayoutEffect } from 'react';
import { useLocation } from '../lib/routing/index.ts';

const hashRetries = 10;

/**
 * Every route change starts at the top of the page, except a link to a #section, which scrolls to
 * that section (retrying for a few frames, since a lazily loaded page may not have painted it yet).
 */
export function ScrollManager() {
  const { key, hash } = useLocation();

  useLayoutEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A hand-typed #%E0%A4%A must not throw here (it would take the page down): read it as written.
    }
    let frame = 0;
    let attempt = 0;
    const scrollToSection = () => {
      const section = document.getElementById(id);
      if (section) {
        section.scrollIntoView({ block: 'start' });
        return;
      }
      if (attempt++ < hashRetries) frame = requestAnimationFrame(scrollToSection);
    };
    scrollToSection();
    return () => cancelAnimationFrame(frame);
  }, [key, hash]);

  return null;
}
