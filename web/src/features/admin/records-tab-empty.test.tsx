import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from './admin-answers.test-support.ts';
import { LaunchRequestsTab } from './components/launch-requests-tab.tsx';
import { OnboardingTab } from './components/onboarding-tab.tsx';
import { isolateAdminTests, renderAdmin } from './render-admin.test-support.tsx';

/** Every staff list answers an empty page. */
function emptyLists() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(json({ items: [], nextCursor: null }))),
  );
}

isolateAdminTests();

/** The prospect tabs' empty sentences are built from the list's label (RecordsTab): said in full here. */
describe('an empty prospect list says so in its own words', () => {
  it.each([
    ['onboarding', () => <OnboardingTab />, 'Search onboarding', 'No onboarding records'],
    ['launch requests', () => <LaunchRequestsTab />, 'Search launch requests', 'No launch requests'],
  ])('%s: "yet" with nothing stored, "match" when a search finds nothing', async (_, tab, box, words) => {
    emptyLists();
    renderAdmin(tab());
    expect(await screen.findByText(`${words} yet.`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(box), { target: { value: 'Obi' } });
    expect(await screen.findByText(`${words} match.`, undefined, { timeout: 3000 })).toBeTruthy();
  });
});
