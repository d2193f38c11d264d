/**
 * One measured figure and, when the product promises something about it, its budget. Figures
 * without a budget are reported (ratios, throughput) so a change shows up, but cannot fail a run.
 */
export interface Budget {
  readonly max?: number;
  readonly min?: number;
}

export interface Figure {
  readonly section: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly budget?: Budget;
  /** Context printed beside the value: absolute times behind a ratio, the chunks behind a size. */
  readonly note?: string;
}

export type Verdict = 'pass' | 'fail' | 'info';

export function verdict(figure: Figure): Verdict {
  const { budget } = figure;
  if (!budget || (budget.max === undefined && budget.min === undefined)) return 'info';
  if (!Number.isFinite(figure.value)) return 'fail';
  if (budget.max !== undefined && figure.value > budget.max) return 'fail';
  if (budget.min !== undefined && figure.value < budget.min) return 'fail';
  return 'pass';
}

const WHOLE_UNITS = new Set(['score', 'errors', 'modules', 'saves/s', 'bundles']);
const decimals = (unit: string) => (WHOLE_UNITS.has(unit) ? 0 : unit === 's' || unit === 'x' ? 2 : 1);

export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  const text = value.toFixed(decimals(unit));
  return unit === 'x' ? `${text}x` : unit === 'score' ? text : `${text} ${unit}`;
}

export function formatBudget(figure: Figure): string {
  const { budget } = figure;
  if (!budget) return 'reported';
  const parts: string[] = [];
  if (budget.min !== undefined) parts.push(`>= ${formatValue(budget.min, figure.unit)}`);
  if (budget.max !== undefined) parts.push(`<= ${formatValue(budget.max, figure.unit)}`);
  return parts.join(' and ');
}

const MARK: Record<Verdict, string> = { pass: 'ok  ', fail: 'FAIL', info: '    ' };

/** One line for the terminal: verdict, name, value, budget, note. */
export function formatLine(figure: Figure): string {
  const value = formatValue(figure.value, figure.unit).padStart(12);
  const budget = formatBudget(figure).padEnd(16);
  return `${MARK[verdict(figure)]} ${figure.name.padEnd(44)} ${value}  ${budget}${figure.note ? `  ${figure.note}` : ''}`;
}

export interface RunFacts {
  readonly startedAt: Date;
  readonly durationSeconds: number;
  readonly host: string;
  readonly skipped: readonly string[];
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/** bench/latest.md: the figures as tables per section, so the README can quote them. */
export function markdownReport(figures: readonly Figure[], facts: RunFacts): string {
  const failed = figures.filter((figure) => verdict(figure) === 'fail');
  const lines = [
    '# Latest benchmark figures',
    '',
    `Measured by \`npm run bench\` on ${facts.startedAt.toISOString()} in ${Math.round(facts.durationSeconds)} s.`,
    `Host: ${facts.host}.`,
    failed.length === 0
      ? 'Every figure with a budget is within it.'
      : `${failed.length} figure(s) missed the budget: ${failed.map((figure) => figure.name).join('; ')}.`,
    ...(facts.skipped.length > 0 ? [`Sections not run: ${facts.skipped.join(', ')}.`] : []),
  ];
  for (const section of [...new Set(figures.map((figure) => figure.section))]) {
    lines.push(
      '',
      `## ${section}`,
      '',
      '| Figure | Value | Budget | Result | Note |',
      '|---|---|---|---|---|',
    );
    for (const figure of figures.filter((candidate) => candidate.section === section)) {
      lines.push(
        `| ${escapeCell(figure.name)} | ${formatValue(figure.value, figure.unit)} | ${formatBudget(figure)} | ${verdict(figure)} | ${escapeCell(figure.note ?? '')} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
