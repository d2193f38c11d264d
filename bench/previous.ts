/**
 * bench/latest.md shows each figure beside the one of the run before (issue #31): the previous
 * report's value of each figure, by name, goes into a "Before" column of the new one.
 */

/** Figure name -> value as the previous report printed it. */
export function previousValues(markdown: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of markdown.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    // | Figure | Value | [Before |] Budget | Result | Note |
    if (cells.length < 6 || cells[1] === 'Figure' || /^-+$/.test(cells[1] ?? '')) continue;
    values.set(cells[1] as string, cells[2] as string);
  }
  return values;
}

/** The report with a Before column after Value ('new' for a figure the previous run did not have). */
export function withPrevious(markdown: string, previous: ReadonlyMap<string, string>): string {
  return markdown
    .split('\n')
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/);
      if (cells.length < 7 || !line.trimStart().startsWith('|')) return line;
      const name = (cells[1] ?? '').trim();
      const before = name === 'Figure' ? 'Before' : /^-+$/.test(name) ? '---' : (previous.get(name) ?? 'new');
      return [...cells.slice(0, 3), ` ${before} `, ...cells.slice(3)].join('|');
    })
    .join('\n');
}
