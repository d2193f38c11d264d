import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

afterEach(cleanup);

function AdminTabs() {
  return (
    <Tabs defaultValue="sessions">
      <TabList aria-label="Admin sections">
        <Tab value="sessions">Chat Sessions</Tab>
        <Tab value="launch">Launch Requests</Tab>
        <Tab value="onboarding">Onboarding</Tab>
        <Tab value="test">Test Function</Tab>
      </TabList>
      <TabPanel value="sessions">sessions list</TabPanel>
      <TabPanel value="launch">launch list</TabPanel>
      <TabPanel value="onboarding">onboarding list</TabPanel>
      <TabPanel value="test">test panel</TabPanel>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });

function expectSelected(name: string) {
  expect(document.activeElement).toBe(tab(name));
  expect(tab(name).getAttribute('aria-selected')).toBe('true');
  expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab(name)]);
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(name).id);
}

describe('Tabs', () => {
  it('starts on the default tab with only it in the Tab order', () => {
    render(<AdminTabs />);
    expect(tab('Chat Sessions').getAttribute('aria-selected')).toBe('true');
    expect(tab('Launch Requests').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('sessions list');
  });

  it('moves and selects with arrow keys, wrapping, and with Home and End', () => {
    render(<AdminTabs />);
    tab('Chat Sessions').focus();

    press('ArrowRight');
    expectSelected('Launch Requests');
    expect(screen.getByRole('tabpanel').textContent).toBe('launch list');
    press('End');
    expectSelected('Test Function');
    press('ArrowRight');
    expectSelected('Chat Sessions');
    press('ArrowLeft');
    expectSelected('Test Function');
    press('Home');
    expectSelected('Chat Sessions');
  });

  it('selects a tab on click', () => {
    render(<AdminTabs />);
    fireEvent.click(tab('Onboarding'));
    expect(tab('Onboarding').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('onboarding list');
  });
});
