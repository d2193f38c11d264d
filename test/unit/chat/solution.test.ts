import { describe, expect, it } from 'vitest';
import { builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { buildSolutionPrompt } from '../../../functions/domain/q/launch-chat-prompts.ts';
import { questionsForSector } from '../../../functions/domain/questions.ts';
import { LAUNCH_SECTORS } from '../../../functions/domain/sectors.ts';

const solve = (idea: string, sector: string, answers: Record<string, string>) =>
  builtInGuideReply([{ role: 'user', content: buildSolutionPrompt(idea, sector, answers) }], 'launch-flow');

describe('built-in tailored solution', () => {
  it.each(LAUNCH_SECTORS.map((sector) => [sector.name, sector.id] as const))(
    'for %s uses the idea and both answers',
    (name, id) => {
      const [first, second] = questionsForSector(id);
      const reply = solve('Zebra Crossing Ventures in Ibadan', name, {
        [first]: 'Purple elephants first',
        [second]: 'Seventeen kiosks',
      });
      expect(reply).toContain('Zebra Crossing Ventures in Ibadan');
      expect(reply).toContain('Purple elephants first');
      expect(reply).toContain('Seventeen kiosks');
      expect(reply).toContain('10-14 days');
      expect(reply).toContain('next step');
    },
  );

  it('turns answers into the features they ask for', () => {
    const [services, licence] = questionsForSector('fintech');
    const reply = solve('Ajo savings for traders', 'FinTech', {
      [services]: 'Ajo savings and small loans',
      [licence]: 'Not yet, we need help',
    });
    expect(reply).toContain('ajo-style target savings');
    expect(reply).toContain('loan applications');
    expect(reply).toContain('licensed partner bank');
    expect(reply).toContain('Starting from ₦5,000,000');
  });

  it('tells a marketplace from a single brand, and own riders from a partner', () => {
    const [model, delivery] = questionsForSector('ecommerce');
    const marketplace = solve('Gadgets', 'eCommerce', {
      [model]: 'A marketplace for many vendors',
      [delivery]: 'Partner with GIG Logistics',
    });
    expect(marketplace).toContain('multi-vendor marketplace');
    expect(marketplace).toContain('logistics partner');
    const brand = solve('Shoes', 'eCommerce', {
      [model]: 'Single brand, my products',
      [delivery]: 'Our own riders',
    });
    expect(brand).toContain('single-brand store');
    expect(brand).toContain('rider app');
  });

  it('does not quote a price for platforms whose price is not published', () => {
    const reply = solve('Keke hailing in Onitsha', 'Taxi Tech', {});
    expect(reply).not.toContain('₦5,000,000');
    expect(reply).toContain('confirmed on the free 30-minute setup call');
    // Issue #27: the core line is the capability table's (the home page card), not Q's own wording.
    expect(reply).toContain('Rider and driver apps');
  });
});
