import { AI_OVERVIEW_RULES } from '../q-calls.ts';
import { type LaunchSectorId, LAUNCH_SECTORS, isLaunchSectorId } from '../sectors.ts';
import { LAUNCH_TIME, SETUP_CALL, SETUP_FEE } from './facts.ts';

/**
 * The prompts the /launch chat sends to Q (POST /api/chat with x-context: launch-flow). The web
 * sends exactly what these builders return, so a real model gets complete instructions and the
 * built-in guide can tell an overview request from a solution request by the first line.
 *
 * Each user text is flattened to one line and clipped so the largest prompt stays under the
 * server's per-message cap (CHAT_LIMITS.maxMessageChars); the launch chat still saves and shows
 * the full text the founder typed.
 */
export const LAUNCH_PROMPT_LIMITS = {
  ideaChars: 800,
  answerChars: 400,
  questionChars: 160,
  answers: 4,
} as const;

export type LaunchPromptKind = 'overview' | 'solution';

export interface LaunchAnswer {
  readonly question: string;
  readonly answer: string;
}

export type LaunchPromptRequest =
  | { readonly kind: 'overview'; readonly sectorId: LaunchSectorId; readonly idea: string }
  | {
      readonly kind: 'solution';
      readonly sectorId: LaunchSectorId;
      readonly idea: string;
      readonly answers: readonly LaunchAnswer[];
    };

const MARKER = /^\[\[q-launch:(overview|solution) sector=([a-z]+)\]\]$/;
const IDEA_LABEL = 'Business idea: ';
const QUESTION_LABEL = 'Q: ';
const ANSWER_LABEL = 'A: ';

const markerLine = (kind: LaunchPromptKind, sectorId: LaunchSectorId) =>
  `[[q-launch:${kind} sector=${sectorId}]]`;

/** Accepts the sector's display name ('Taxi Tech') or its id ('taxi'); anything else is Other. */
export function launchSectorFrom(nameOrId: string): LaunchSectorId {
  const wanted = nameOrId.trim().toLowerCase();
  if (isLaunchSectorId(wanted)) return wanted;
  return LAUNCH_SECTORS.find((sector) => sector.name.toLowerCase() === wanted)?.id ?? 'other';
}

const sectorName = (sectorId: LaunchSectorId) =>
  LAUNCH_SECTORS.find((sector) => sector.id === sectorId)?.name ?? 'Other / Not sure';

/** One line, single spaces, at most `max` characters (an ellipsis marks a clip). */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function buildOverviewPrompt(idea: string, sectorNameOrId: string): string {
  const sectorId = launchSectorFrom(sectorNameOrId);
  const name = sectorName(sectorId);
  const { maxWords, bullets, tipLabel } = AI_OVERVIEW_RULES;
  return [
    markerLine('overview', sectorId),
    `Give a founder a quick overview of launching a ${name} business in Nigeria, for this idea.`,
    `${IDEA_LABEL}${oneLine(idea, LAUNCH_PROMPT_LIMITS.ideaChars)}`,
    `Sector: ${name}`,
    `Rules: keep the whole answer under ${maxWords} words. Write exactly ${bullets} bullet points, each on its own line ` +
      `starting with "- ", about what matters most for this business in the Nigerian market ` +
      `(customers, payments and compliance, growth). End with one line that starts with "**${tipLabel}**" ` +
      'and gives one practical tip. No headings, no prices, no other text.',
  ].join('\n');
}

export function buildSolutionPrompt(
  idea: string,
  sectorNameOrId: string,
  answers: Readonly<Record<string, string>>,
): string {
  const sectorId = launchSectorFrom(sectorNameOrId);
  const name = sectorName(sectorId);
  const answerLines = Object.entries(answers)
    .filter(([, answer]) => answer.trim() !== '')
    .slice(0, LAUNCH_PROMPT_LIMITS.answers)
    .flatMap(([question, answer]) => [
      `${QUESTION_LABEL}${oneLine(question, LAUNCH_PROMPT_LIMITS.questionChars)}`,
      `${ANSWER_LABEL}${oneLine(answer, LAUNCH_PROMPT_LIMITS.answerChars)}`,
    ]);
  return [
    markerLine('solution', sectorId),
    `Write a tailored solution for this founder's ${name} platform in Nigeria.`,
    `${IDEA_LABEL}${oneLine(idea, LAUNCH_PROMPT_LIMITS.ideaChars)}`,
    `Sector: ${name}`,
    'Answers:',
    ...(answerLines.length > 0 ? answerLines : ['(none given)']),
    `Rules: under 180 words, light markdown (bold and "- " bullets, no headings or tables). Name the features we ` +
      `would build and refer to the founder's answers. Say it can go live in ${LAUNCH_TIME}. Do not invent prices: ` +
      `the Banking Platform setup is ${SETUP_FEE} (one-time) and every other quote is confirmed on the ${SETUP_CALL}. ` +
      `End with the next step: schedule the ${SETUP_CALL}.`,
  ].join('\n');
}

/** What a launch prompt asks for, or null when the text is not one of ours. */
export function parseLaunchPrompt(text: string): LaunchPromptRequest | null {
  const lines = text.split('\n');
  const marker = MARKER.exec(lines[0]?.trim() ?? '');
  if (!marker) return null;
  const kind = marker[1] as LaunchPromptKind;
  const sectorId = launchSectorFrom(marker[2] ?? 'other');
  const idea =
    lines
      .find((line) => line.startsWith(IDEA_LABEL))
      ?.slice(IDEA_LABEL.length)
      .trim() ?? '';
  if (kind === 'overview') return { kind, sectorId, idea };

  const answers: LaunchAnswer[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    if (line.startsWith(QUESTION_LABEL) && next?.startsWith(ANSWER_LABEL)) {
      answers.push({
        question: line.slice(QUESTION_LABEL.length).trim(),
        answer: next.slice(ANSWER_LABEL.length).trim(),
      });
    }
  });
  return { kind, sectorId, idea, answers };
}
