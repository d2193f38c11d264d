/**
 * Files crossed (issue #28's targets): how many project files a request passes through, counted
 * from the imports. For one hop, say the web form to the web's API client, a file is on the way
 * when the start module reaches it by imports and it reaches the end module by imports: the
 * start, the end, and every file on any import path between them (a helper the path passes by but
 * that leads nowhere near the end is not counted). A flow's files are those of all its hops: the
 * web side (the screen's component to the API client) and the server side (the handler to its use
 * case, and to each data adapter it works through). Type-only imports count, and so do lazy `import()`s: a reader follows them too.
 *
 *   npx tsx scripts/files-crossed.ts      prints each flow's files and counts
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The tree measured: this one, or another checkout (FILES_CROSSED_ROOT) for a before-and-after. */
const repoRoot = path.resolve(process.env.FILES_CROSSED_ROOT ?? path.join(import.meta.dirname, '..'));

/** A module, or where it may be: the first of the list that exists (the web's library moved in #28). */
type Module = string | readonly string[];

/** One hop: from a module to another it reaches by imports. */
export interface Hop {
  readonly from: Module;
  readonly to: Module;
  /**
   * Files the request passes through by a callback rather than an import (a form component gets
   * its submit from the page that renders it): counted as crossed too.
   */
  readonly via?: readonly string[];
}

export interface Flow {
  readonly name: string;
  readonly hops: readonly Hop[];
}

const API_CLIENT = ['web/src/lib/api-client.ts', 'web/src/lib/api-client.ts'];
/**
 * The server side of a request is two kinds of hop: the handler to its use case (the handler calls
 * it), and the handler to each data adapter the use case reads or writes the table through (bound by
 * the handler's composition root, so reached by imports). The adapter is where the request meets
 * DynamoDB; what the adapter itself imports to build its item (entities, layouts, the client) is
 * the data layer's inside, the same for every request, and not counted.
 */
function serverHops(handler: string, useCase: Module, adapters: readonly string[]): Hop[] {
  return [{ from: handler, to: useCase }, ...adapters.map((adapter) => ({ from: handler, to: adapter }))];
}

export const FLOWS: readonly Flow[] = [
  {
    name: 'referral application',
    hops: [
      {
        // The form hands its submit to the page that renders it, which sends through its hook.
        from: 'web/src/features/referral/pages/refer.tsx',
        via: ['web/src/features/referral/components/referral-application-form.tsx'],
        to: API_CLIENT,
      },
      // The applicant and its e-mail claim, in one transaction.
      ...serverHops('functions/handlers/referrals-apply.ts', 'functions/services/referral/apply.ts', [
        'functions/adapters/db/referrals.ts',
      ]),
    ],
  },
  {
    name: 'mark live',
    hops: [
      { from: 'web/src/features/admin/components/onboarding-actions.tsx', to: API_CLIENT },
      // Its paid payment, the live stamp on its onboarding record, and its referral's completion.
      ...serverHops(
        'functions/handlers/admin-mark-live.ts',
        ['functions/services/launch/mark-live.ts', 'functions/services/referral/attribution.ts'],
        [
          'functions/adapters/db/payments.ts',
          'functions/adapters/db/onboardings.ts',
          'functions/adapters/db/referrals.ts',
        ],
      ),
    ],
  },
];

/** Static imports and re-exports, and lazy `import('...')` (a hook loads its API module on first use). */
const IMPORT = /(?:(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+|\bimport\(\s*)['"]([^'"]+)['"]/g;
const DOMAIN_ALIAS = '@domain/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The project file an import names, or undefined for a package. */
function resolveImport(file: string, specifier: string): string | undefined {
  if (specifier.startsWith(DOMAIN_ALIAS)) {
    return path.join(repoRoot, 'functions/domain', specifier.slice(DOMAIN_ALIAS.length));
  }
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
}

/** Each file of functions/ and web/src with the project files it imports (repo-relative paths). */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of ['functions', 'web/src'].flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1]!))
      .filter((target): target is string => target !== undefined)
      .map((target) => path.relative(repoRoot, target));
    graph.set(path.relative(repoRoot, file), targets);
  }
  return graph;
}

function reachable(graph: ReadonlyMap<string, readonly string[]>, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const next of graph.get(file) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

function firstExisting(module: Module): string {
  const candidates = typeof module === 'string' ? [module] : module;
  const found = candidates.find((file) => existsSync(path.join(repoRoot, file)));
  if (!found) throw new Error(`files-crossed: none of ${candidates.join(', ')} exists`);
  return found;
}

/** The files on any import path from the hop's start to its end, sorted. */
export function filesOnHop(graph: ReadonlyMap<string, readonly string[]>, hop: Hop): string[] {
  const start = firstExisting(hop.from);
  const end = firstExisting(hop.to);
  const fromStart = reachable(graph, start);
  if (!fromStart.has(end)) throw new Error(`files-crossed: ${start} does not reach ${end}`);
  const onPath = [...fromStart].filter((file) => reachable(graph, file).has(end));
  return [...new Set([...onPath, ...(hop.via ?? [])])].sort();
}

export interface Crossing {
  readonly name: string;
  readonly files: readonly string[];
}

export function filesCrossed(graph = importGraph()): Crossing[] {
  return FLOWS.map((flow) => ({
    name: flow.name,
    files: [...new Set(flow.hops.flatMap((hop) => filesOnHop(graph, hop)))].sort(),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const { name, files } of filesCrossed()) {
    console.log(`${name}: ${files.length} files`);
    for (const file of files) console.log(`  ${file}`);
  }
}
