import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAT_BUSY_MESSAGE,
  CONVERSATION_FULL_MESSAGE,
  Q_COULD_NOT_ANSWER_MESSAGE,
} from '../../../functions/domain/chat-refusals.ts';
import * as staffRefusals from '../../../functions/domain/staff-refusals.ts';
import { PAID_LAUNCH_LOCKED_MESSAGE } from '../../../functions/domain/launch-chat-refusals.ts';
import { OWNER_NOT_STAFF_MESSAGE } from '../../../functions/domain/prospect-refusals.ts';

/**
 * One path for a refusal in the staff screens and the chat (issue #28): the server words a refusal
 * (functions/domain, once) and the screen shows ApiError's message through `refusalMessage`
 * (web/src/lib/api-client.ts). No screen of these features picks its own sentence from a status,
 * keeps an `{ ok: false }` result, or restates a sentence the domain writes.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const FEATURES = ['admin', 'chat-widget', 'launch-chat'].map((name) =>
  path.join(repoRoot, 'web', 'src', 'features', name),
);

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    // Tests and their support stand in for the server; they may say what it says.
    return /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(repoRoot, file).split(path.sep).join('/');

/** A sentence: a quoted text of three words or more that starts with a capital. */
const SENTENCE = String.raw`['"\x60][A-Z][A-Za-z']*(?: [^'"\x60\n]+){2,}['"\x60]`;

/** The shapes a screen uses to word a refusal itself, each with what it looks like. */
export const OWN_WORDING: Readonly<Record<string, RegExp>> = {
  // `error.status === 404 ? 'No such ...'` / `if (error.status === 0) return 'Check your ...'`
  'a status picks a sentence': new RegExp(
    String.raw`\bstatus\s*[!=]==?\s*\d{1,3}\b[^;{}]{0,160}?` + SENTENCE,
  ),
  // `{ 403: 'Check your admin permissions.', ... }`
  'a status-to-sentence map': new RegExp(String.raw`(?:^|[{,\s])['"]?[45]\d\d['"]?\s*:\s*` + SENTENCE, 'm'),
  // `error.isPermission ? permission : other`: the permission sentence is the server's.
  'a permission check picks the words': /\bisPermission\b/,
  // `{ ok: false, error }`: a refusal is thrown as the ApiError it is.
  'an { ok: false } result': /\bok\s*:\s*false\b/,
  'a retired name': /\b(?:ApiOutcome|FunctionInvocationError|PayoutOutcome)\b/,
};

function offences(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return Object.entries(OWN_WORDING)
      .filter(([, shape]) => shape.test(text))
      .map(([what]) => `${relative(file)}: ${what}`);
  });
}

/** Every sentence the domain writes for these screens, and the fixed words of those it builds. */
const DOMAIN_SENTENCES = [
  CHAT_BUSY_MESSAGE,
  CONVERSATION_FULL_MESSAGE,
  Q_COULD_NOT_ANSWER_MESSAGE,
  // Issue #28: the paid launch's sentence on /launch, and the owner refusal on the dashboard.
  PAID_LAUNCH_LOCKED_MESSAGE,
  OWNER_NOT_STAFF_MESSAGE,
  ...Object.values(staffRefusals as Record<string, unknown>).filter(
    (value): value is string => typeof value === 'string',
  ),
  'admin access is required',
];

describe('one path for a refusal in the staff screens and the chat', () => {
  const files = FEATURES.flatMap(screenFiles);

  it('no screen words a refusal itself: no status picks a sentence, no { ok: false }', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(offences(files)).toEqual([]);
  });

  it('a sentence the domain writes is imported, never restated, on the web', () => {
    const restated = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return DOMAIN_SENTENCES.filter((sentence) => text.includes(sentence)).map(
        (sentence) => `${relative(file)}: "${sentence}"`,
      );
    });
    expect(DOMAIN_SENTENCES.length).toBeGreaterThan(8);
    expect(restated).toEqual([]);
  });

  it('finds each way of wording a refusal however it is written', () => {
    const caught = (code: string) =>
      Object.entries(OWN_WORDING)
        .filter(([, shape]) => shape.test(code))
        .map(([what]) => what);
    expect(caught("if (error.status === 404) return 'This launch request no longer exists.';")).toEqual([
      'a status picks a sentence',
    ]);
    expect(caught("status === 429 ? 'Q is busy right now, wait' : 'unavailable'")).toEqual([
      'a status picks a sentence',
    ]);
    expect(caught("const WORDS = {\n  403: 'Check your admin permissions please.',\n};")).toEqual([
      'a status-to-sentence map',
    ]);
    expect(caught('const noAccess = error instanceof AdminApiError && error.isPermission;')).toEqual([
      'a permission check picks the words',
    ]);
    expect(caught("return { ok: false, error: 'No.' };")).toEqual(['an { ok: false } result']);
    expect(caught('export type Outcome = ApiOutcome<string>;')).toEqual(['a retired name']);
    // What the screens do instead, and a status that picks no words, pass.
    expect(
      caught("refusalMessage(error, 'The payouts could not be loaded.', { noAnswer: 'shared' })"),
    ).toEqual([]);
    expect(caught("if (response?.status !== 413) return 'failed';")).toEqual([]);
    expect(caught("payout.status === 'failed' ? 'red' : 'default'")).toEqual([]);
  });
});
