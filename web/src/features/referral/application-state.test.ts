import { describe, expect, it } from 'vitest';
import { applicationReducer, INITIAL_APPLICATION, type ApplicationState } from './application-state.ts';

const typed: ApplicationState = {
  ...INITIAL_APPLICATION,
  values: { ...INITIAL_APPLICATION.values, full_name: 'Ada', email: 'ada@example.com', notes: 'Hi' },
};

describe('applicationReducer', () => {
  it('keeps what the visitor typed when the server refuses', () => {
    const submitting = applicationReducer(typed, { type: 'submitting' });
    const failed = applicationReducer(submitting, {
      type: 'failed',
      message: 'Something went wrong. Please try again.',
    });
    expect(failed.phase).toBe('editing');
    expect(failed.values).toEqual(typed.values);
    expect(failed.error).toBe('Something went wrong. Please try again.');
  });

  it('toggles sectors on and off', () => {
    const on = applicationReducer(typed, { type: 'toggle-sector', sector: 'fintech' });
    const both = applicationReducer(on, { type: 'toggle-sector', sector: 'taxi' });
    expect(both.values.sectors).toEqual(['fintech', 'taxi']);
    expect(applicationReducer(both, { type: 'toggle-sector', sector: 'fintech' }).values.sectors).toEqual([
      'taxi',
    ]);
  });

  it('unmarks a rejected field once it is edited, keeping the message until the next submit', () => {
    const rejected = applicationReducer(typed, { type: 'rejected', message: 'm', field: 'email' });
    expect(rejected.invalidField).toBe('email');
    const edited = applicationReducer(rejected, { type: 'edit', field: 'email', value: 'ada@example.org' });
    expect(edited.invalidField).toBeNull();
    expect(edited.error).toBe('m');
    expect(applicationReducer(edited, { type: 'submitting' }).error).toBeNull();
  });

  it('holds the dashboard token once submitted', () => {
    const done = applicationReducer(typed, { type: 'submitted', dashboardToken: 'dash_abcdefghijklmnop' });
    expect(done).toMatchObject({ phase: 'submitted', dashboardToken: 'dash_abcdefghijklmnop', error: null });
  });
});
