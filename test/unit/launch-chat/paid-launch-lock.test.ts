import { describe, expect, it } from 'vitest';
import {
  launchOnboardingRequestSchema,
  type LaunchOnboardingInput,
} from '../../../functions/domain/contracts/launch-chat-onboarding.ts';
import { PAID_LAUNCH_LOCKED_MESSAGE } from '../../../functions/domain/launch-chat-refusals.ts';
import { openLaunchChat } from '../../../functions/services/launch-chat/open-launch-chat.ts';
import { saveLaunchOnboarding } from '../../../functions/services/launch-chat/save-launch-chat-onboarding.ts';
import { fakePorts, RESUME_TOKEN } from './fakes.ts';

/**
 * Issue #28: a founder whose launch is paid opens /launch again. Opening it tells them, in the
 * server's sentence, that the chat can no longer change the launch; and every save of it is
 * refused with the same sentence, whatever step the chat had reached, changing nothing.
 */
const IP = '198.51.100.9';

const autosave = (overrides: Partial<LaunchOnboardingInput> = {}) =>
  launchOnboardingRequestSchema.parse({
    stage: 'autosave',
    resume_token: RESUME_TOKEN,
    last_step: 'questions',
    data: {
      business_type: 'FinTech',
      stage_completed: 'sector',
      business_name: 'A wallet for bus drivers',
      needs_help_with: [],
    },
    ...overrides,
  });

describe('a paid launch in the launch chat', () => {
  it('is told as closed, in the sentence the spec quotes, when /launch opens its chat again', async () => {
    const ports = fakePorts();
    ports.paid.add(RESUME_TOKEN);

    const answer = await openLaunchChat(ports, RESUME_TOKEN, IP);

    expect(answer).toEqual({ resume_token: RESUME_TOKEN, closed: PAID_LAUNCH_LOCKED_MESSAGE });
    expect(PAID_LAUNCH_LOCKED_MESSAGE).toBe(
      'This launch is paid for, so it can no longer be changed from the launch chat. Sign in to your launch request, or ask our team.',
    );
  });

  it('is open for a launch that is not paid, or not saved yet', async () => {
    const ports = fakePorts();
    await saveLaunchOnboarding(ports, autosave(), IP);

    expect(await openLaunchChat(ports, RESUME_TOKEN, IP)).toEqual({
      resume_token: RESUME_TOKEN,
      closed: null,
    });
    expect(await openLaunchChat(ports, '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5', IP)).toMatchObject({
      closed: null,
    });
  });

  it('refuses a save of a paid launch that never reached the booking, and changes nothing', async () => {
    // A launch paid part-way through the chat (the checkout only needs the resume token).
    const ports = fakePorts();
    await saveLaunchOnboarding(ports, autosave(), IP);
    ports.paid.add(RESUME_TOKEN);
    const before = structuredClone(ports.store.records.get(RESUME_TOKEN));
    const writes = ports.store.upserts.length;

    const refused = saveLaunchOnboarding(
      ports,
      autosave({
        data: {
          business_type: 'Restaurants',
          stage_completed: 'questions',
          business_name: 'Something else entirely',
          needs_help_with: ['What do you sell?'],
        },
      }),
      IP,
    );

    await expect(refused).rejects.toMatchObject({ status: 409, message: PAID_LAUNCH_LOCKED_MESSAGE });
    expect(ports.store.upserts).toHaveLength(writes);
    expect(ports.store.records.get(RESUME_TOKEN)).toEqual(before);
  });

  it('counts the opening against the resume token’s rate limit, as a save is', async () => {
    const ports = fakePorts();
    const answers = await Promise.allSettled(
      Array.from({ length: 31 }, () => openLaunchChat(ports, RESUME_TOKEN, IP)),
    );

    expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(1);
  });
});
