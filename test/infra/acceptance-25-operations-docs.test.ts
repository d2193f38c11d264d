import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { synthesise } from './synth.ts';

/**
 * Issue #25, "Done when: RUNBOOK.md covers throttles, bounces and the backup restore; SECURITY.md
 * covers the socket's origin and the alert payload", plus the README steps the issue names ("put the
 * quota request in the README's first-deploy steps"; "the README's bootstrap step covers only the
 * product Region, not us-east-1 for the edge stack") and Cognito's threat protection for custom auth.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const headingsOf = (markdown: string) =>
  [...markdown.matchAll(/^#{2,4} (.+)$/gm)].map((match) => match[1] ?? '');

/** The text of the section under the first heading matching `heading`, up to the next heading. */
function sectionOf(markdown: string, heading: RegExp): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && heading.test(line));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && /^#{2,4} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('RUNBOOK.md (issue #25)', () => {
  const runbook = read('RUNBOOK.md');

  it('"covers throttles": a section on Lambda throttles / reserved concurrency', () => {
    const headings = headingsOf(runbook).filter(
      (heading) => /throttl|concurrenc/i.test(heading) && !/dynamodb/i.test(heading),
    );
    expect(headings, 'a heading about Lambda throttles').not.toEqual([]);
  });

  it('"covers ... bounces": a section on bounces and complaints', () => {
    const section = sectionOf(runbook, /bounce|complaint/i);
    expect(section, 'a heading about bounces').not.toBe('');
    expect(section).toMatch(/suppress/i);
  });

  it('"covers ... the backup restore": a section on restoring from AWS Backup', () => {
    const section = sectionOf(runbook, /backup|restore/i);
    expect(section, 'a heading about the backup restore').not.toBe('');
    expect(section).toMatch(/restore/i);
    expect(section).toMatch(/AWS Backup|backup vault|recovery point/i);
  });
});

describe('SECURITY.md (issue #25)', () => {
  const security = read('SECURITY.md');

  it('"covers the socket\'s origin": the /ws handshake refuses a foreign Origin', () => {
    const paragraphs = security.split(/\n\s*\n/);
    expect(
      paragraphs.some((paragraph) => /Origin/.test(paragraph) && /\/ws|WebSocket|socket/i.test(paragraph)),
    ).toBe(true);
  });

  it('"covers ... the alert payload": what the alert webhook carries and what it never does', () => {
    const paragraphs = security.split(/\n\s*\n/);
    expect(
      paragraphs.some(
        (paragraph) => /alert/i.test(paragraph) && /webhook/i.test(paragraph) && /e-?mail/i.test(paragraph),
      ),
    ).toBe(true);
  });
});

describe('README.md first-deploy steps (issue #25)', () => {
  const readme = read('README.md');

  it('"put the quota request in the README\'s first-deploy steps": the Lambda concurrency quota', () => {
    const paragraphs = readme.split(/\n\s*\n/);
    expect(
      paragraphs.some(
        (paragraph) => /concurren/i.test(paragraph) && /quota|Service Quotas|increase/i.test(paragraph),
      ),
    ).toBe(true);
  });

  it('"the bootstrap step covers only the product Region, not us-east-1": us-east-1 is bootstrapped too', () => {
    expect(readme).toMatch(/cdk bootstrap[^\n]*us-east-1/);
  });
});

describe("Cognito's threat protection and custom auth (issue #25)", () => {
  it('"choose the mode that covers them, or say in SECURITY.md why not"', () => {
    const { template } = synthesise({
      stage: 'prod',
      context: { alarmEmail: 'ops@quarter.example', sesIdentity: 'quarter.example' },
    });
    const pool = Object.values(template.findResources('AWS::Cognito::UserPool'))[0] as {
      Properties: { UserPoolAddOns?: { AdvancedSecurityAdditionalFlows?: { CustomAuthMode?: string } } };
    };
    const customAuthMode = pool.Properties.UserPoolAddOns?.AdvancedSecurityAdditionalFlows?.CustomAuthMode;
    const explained = read('SECURITY.md')
      .split(/\n\s*\n/)
      .some((paragraph) => /threat protection/i.test(paragraph) && /custom auth/i.test(paragraph));
    expect(
      customAuthMode === 'AUDIT' || customAuthMode === 'ENFORCED' || explained,
      'CustomAuthMode is AUDIT or ENFORCED, or SECURITY.md explains why not',
    ).toBe(true);
  });
});
