/**
 * Head tags of one public page. Each page keeps its own in head/<page>.ts (so a page's chunk
 * carries only its own text) and passes it to <PageMeta>; the build-time pre-render
 * (web/scripts/prerender.ts) writes the same title, description and canonical link into that
 * route's HTML, so crawlers see them before any script runs.
 */
export interface SitePageMeta {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}
