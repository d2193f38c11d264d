/**
 * Compares two folders of screenshots (bench/screenshots.ts) pixel by pixel with pixelmatch and
 * prints, per page and width, the share of pixels that differ and whether the page height changed.
 * Writes a diff image (changed pixels in red) for each page that differs into <after>/diff/.
 *
 *   npx tsx bench/screenshot-diff.ts /tmp/perf-before /tmp/perf-after
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface ShotDifference {
  readonly name: string;
  readonly changedPixels: number;
  readonly share: number;
  readonly sizeBefore: string;
  readonly sizeAfter: string;
}

export function compareShots(
  beforeFile: string,
  afterFile: string,
  diffFile?: string,
): Omit<ShotDifference, 'name'> {
  const before = PNG.sync.read(readFileSync(beforeFile));
  const after = PNG.sync.read(readFileSync(afterFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  // Pages of different heights are compared on a common canvas; the extra rows count as changed.
  const pad = (image: PNG) => {
    const canvas = new PNG({ width, height });
    PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
    return canvas;
  };
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(pad(before).data, pad(after).data, diff.data, width, height, {
    threshold: 0.1,
  });
  if (diffFile && changedPixels > 0) writeFileSync(diffFile, PNG.sync.write(diff));
  return {
    changedPixels,
    share: changedPixels / (width * height),
    sizeBefore: `${before.width}x${before.height}`,
    sizeAfter: `${after.width}x${after.height}`,
  };
}

function main(): void {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) throw new Error('usage: tsx bench/screenshot-diff.ts <before> <after>');
  const diffDir = path.join(afterDir, 'diff');
  mkdirSync(diffDir, { recursive: true });
  let differing = 0;
  for (const name of readdirSync(beforeDir)
    .filter((file) => file.endsWith('.png'))
    .sort()) {
    const result = compareShots(
      path.join(beforeDir, name),
      path.join(afterDir, name),
      path.join(diffDir, name),
    );
    if (result.changedPixels > 0) differing += 1;
    const size =
      result.sizeBefore === result.sizeAfter
        ? result.sizeAfter
        : `${result.sizeBefore} -> ${result.sizeAfter}`;
    console.log(
      `${name.padEnd(34)} ${String(result.changedPixels).padStart(8)} px  ${(result.share * 100).toFixed(3)}%  ${size}`,
    );
  }
  console.log(`${differing} screenshot(s) differ`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
