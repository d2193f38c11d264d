/**
 * Splits the site's stylesheet for one pre-rendered page (issue #31): the rules its markup can match
 * travel inside the HTML, and the rest follow as a file of their own once the page has painted
 * (src/boot.ts). Together the two are the whole stylesheet, the page's rules mostly not repeated in
 * the rest, so a first visit pays for little twice, and the page's HTML gets near the first round
 * trip of a slow connection (14,600 bytes on the wire: bench/page-html.ts; / is still over).
 *
 * Only Tailwind's utilities layer is split; the theme, the base styles, the registered custom
 * properties and the keyframes all stay in the page. A utility goes to the page when every class its
 * selector names is in the markup (so `group-open:rotate-180` needs `group` too).
 *
 * The rest is loaded after the page's part, so its rules come later in the cascade than they did in
 * the one stylesheet. Where that could change what an element shows (a rule left out sets a
 * property that a later, inlined rule also sets: `hidden` beside an inlined `md:flex`), the inlined
 * rule is repeated in the rest after it, so every pair of rules that set the same property keeps its
 * order (see placement).
 */
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

const UTILITIES_LAYER = 'utilities';

/** The class names a selector names, unescaped (`.md\:flex` is `md:flex`). */
export function selectorClasses(selector: string): string[] {
  const classes: string[] = [];
  for (const match of selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)) {
    classes.push(
      (match[1] ?? '').replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_, escaped: string) =>
        /^[0-9a-fA-F]{1,6}\s?$/.test(escaped)
          ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16))
          : escaped,
      ),
    );
  }
  return classes;
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Every class any element of the markup has (React writes `class="..."`, entities escaped). */
export function markupClasses(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => HTML_ENTITIES[name] ?? '',
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function isUtilitiesLayer(node: ChildNode): node is AtRule {
  return node.type === 'atrule' && node.name === 'layer' && node.params.trim() === UTILITIES_LAYER;
}

/** The utility rules in document order (some sit inside @media or @supports within the layer). */
function utilityRules(root: Root): Rule[] {
  const rules: Rule[] = [];
  root.each((node) => {
    if (isUtilitiesLayer(node)) node.walkRules((rule) => void rules.push(rule));
  });
  return rules;
}

/** The properties a rule sets, its nested rules' included, an !important one apart. */
function properties(rule: Rule): Set<string> {
  const names = new Set<string>();
  // An !important declaration beats a plain one whatever their order: they never need reordering.
  rule.walkDecls((decl) => void names.add(decl.important ? `${decl.prop}!important` : decl.prop));
  return names;
}

function important(rule: Rule): boolean {
  let found = false;
  rule.walkDecls((decl) => {
    if (decl.important) found = true;
  });
  return found;
}

/** Removes now-empty at-rules (a @media whose rules all went to the other part). */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * Takes the rest's rules out of their @layer. Chromium restyles the whole page when a stylesheet
 * with a cascade layer arrives (a 30 ms task after the first paint on the home page, measured), but
 * only the elements its selectors name when it has none. The cascade is the same: unlayered rules
 * beat every layer as the last layer would, and each inlined rule that must win over one of them is
 * repeated after it (see placement). Not so for !important, where unlayered loses to every layer:
 * such utilities stay in the page, and a rest with one would keep its layer.
 */
function unlayer(rest: Root): void {
  let withImportant = false;
  rest.walkRules((rule) => {
    if (important(rule)) withImportant = true;
  });
  if (withImportant) return;
  rest.each((node) => {
    if (isUtilitiesLayer(node)) node.replaceWith(node.nodes ?? []);
  });
}

export interface SplitStylesheet {
  /** The page's part: everything but the utilities its markup never names. */
  readonly critical: string;
  /** Those utilities (in their @media, out of their @layer: see unlayer); empty when none. */
  readonly rest: string;
}

export function splitStylesheet(css: string, markup: string): SplitStylesheet {
  const present = markupClasses(markup);
  const matches = (rule: Rule) =>
    rule.selectors.some((selector) => selectorClasses(selector).every((name) => present.has(name)));

  /*
   * Which utilities go where: 'page' (inlined), 'rest' (the file), or 'both'. Going forward: once a
   * rule of the rest has set a property, an inlined rule after it that sets the same property is
   * repeated in the rest too, after it, as in the whole stylesheet; and so is every inlined rule after
   * a repeated one that shares a property with it. Every two rules that set one property then end in
   * their original order, whichever element has both classes (a page the app renders later included,
   * and even two of one variant: the site has `text-lg ... text-xl` on one heading).
   */
  const placement = (root: Root) => {
    const rules = utilityRules(root).filter((rule) => rule.parent?.type !== 'rule');
    const setInRest = new Set<string>();
    const where = rules.map((rule) => {
      const props = properties(rule);
      // An !important utility stays in the page, so the rest can leave the layer (see unlayer).
      const inPage = matches(rule) || important(rule);
      const repeated = inPage && [...props].some((prop) => setInRest.has(prop));
      if (!inPage || repeated) for (const prop of props) setInRest.add(prop);
      return !inPage ? 'rest' : repeated ? 'both' : 'page';
    });
    return { rules, where };
  };

  const criticalRoot = postcss.parse(css);
  const restRoot = postcss.parse(css);
  const critical = placement(criticalRoot);
  const rest = placement(restRoot);
  critical.rules.forEach((rule, index) => {
    if (critical.where[index] === 'rest') rule.remove();
  });
  rest.rules.forEach((rule, index) => {
    if (rest.where[index] === 'page') rule.remove();
  });
  // The rest holds only utilities; the page already declared the layers' order.
  restRoot.each((node) => {
    if (!isUtilitiesLayer(node)) node.remove();
  });
  dropEmpty(criticalRoot);
  dropEmpty(restRoot);
  restRoot.walkComments((comment) => void comment.remove());
  unlayer(restRoot);
  return { critical: criticalRoot.toString(), rest: restRoot.nodes.length > 0 ? restRoot.toString() : '' };
}
