import { useEffect } from 'react';

function upsertHeadElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Sets the document title, meta description and canonical link for a page. It updates the tags
 * index.html already has instead of adding more, so crawlers never see two descriptions.
 * The canonical origin is the page's own origin: the site is served from one origin per stage
 * (CloudFront or the local server), and reading /config.json here would put its validator in
 * every public page's initial load.
 */
export function PageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  useEffect(() => {
    document.title = title;
    const meta = upsertHeadElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    meta.content = description;
    const canonical = upsertHeadElement<HTMLLinkElement>('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    canonical.href = new URL(path, window.location.origin).href;
  }, [title, description, path]);

  return null;
}
