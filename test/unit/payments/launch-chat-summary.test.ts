import { describe, expect, it } from 'vitest';
import { launchChatSummary } from '../../../functions/services/payments/launch-chat-summary.ts';
import { onboarding, storedPayment } from './fakes.ts';

const idea = 'A food delivery app called Bola Eats for Ibadan';

describe('the staff summary of a paid launch', () => {
  it('carries the idea, the founder and the real answers, not the widget chat or the sector pick', () => {
    const summary = launchChatSummary(
      storedPayment({
        plan: 'restaurant-platform',
        amount_kobo: 250_000_000,
        setup_fee_kobo: 250_000_000,
        tier: 'basic',
      }),
      {
        ...onboarding('token-1'),
        idea,
        name: 'Bola Ade',
        business_name: 'Bola Eats',
        business_type: 'Restaurants',
      },
      [
        { role: 'user', content: 'how much e go cost to build restaurant app?' },
        { role: 'assistant', content: 'Perfect! Tell me more about your business idea below.' },
        { role: 'user', content: idea },
        { role: 'user', content: 'Restaurants' },
        { role: 'user', content: 'About 40 orders a day' },
      ],
    );

    expect(summary.split('\n')).toEqual([
      'Paid ₦2,500,000 for Restaurant Ordering and Delivery with Basic Support (setup fee ₦2,500,000).',
      'Business: Bola Eats (Restaurants).',
      `Idea: ${idea}`,
      'Founder: Bola Ade.',
      'Answers in the launch chat:',
      '- About 40 orders a day',
    ]);
  });

  it('still has the idea when the launch chat was never saved', () => {
    const summary = launchChatSummary(storedPayment(), { ...onboarding('token-2'), idea }, []);
    expect(summary).toContain(`Idea: ${idea}`);
    expect(summary).not.toContain('was not saved');
  });
});
