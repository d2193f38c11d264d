import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, Toaster, TOAST_REMOVE_DELAY_MS } from './toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    dismissToast();
    vi.runAllTimers();
  });
  cleanup();
  vi.useRealTimers();
});

const shownToasts = () => [...document.querySelectorAll<HTMLElement>('[data-toast]')];

describe('toasts', () => {
  it('shows one toast at a time: a new toast replaces the previous one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Plan selected', description: 'Redirecting to onboarding' });
    });
    act(() => {
      toast({
        title: 'Login Failed',
        description: 'Please check your details. You may not be an admin.',
        variant: 'destructive',
      });
    });

    expect(shownToasts()).toHaveLength(1);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Login Failed');
    expect(alert.textContent).toContain('Please check your details. You may not be an admin.');
    expect(screen.queryByText('Plan selected')).toBeNull();
  });

  it('a default toast is a polite status message', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login Successful', description: 'Redirecting to admin dashboard.' });
    });
    expect(screen.getByRole('status').textContent).toContain('Login Successful');
  });

  it('hides a dismissed toast at once and removes it 5000 ms after dismissal', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied', duration: Infinity });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status').hidden).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    const dismissed = shownToasts()[0];
    expect(dismissed?.hidden).toBe(true);
    expect(dismissed?.getAttribute('data-state')).toBe('closed');

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(shownToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownToasts()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY_MS).toBe(5000);
  });

  it('dismisses itself after its duration, then is removed after the removal delay', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', duration: 3000 });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shownToasts()[0]?.hidden).toBe(true);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(shownToasts()).toHaveLength(0);
  });
});
