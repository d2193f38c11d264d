import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installScrollToTopOnButtonPress } from './scroll.ts';

let uninstall: () => void;
const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
  uninstall = installScrollToTopOnButtonPress();
});

afterEach(() => {
  uninstall();
  cleanup();
  vi.unstubAllGlobals();
});

describe('every button press scrolls to the top', () => {
  it('smooth-scrolls on a plain button, also when the press lands on its icon', () => {
    render(
      <button type="button">
        <span>Submit application</span>
      </button>,
    );
    fireEvent.click(screen.getByText('Submit application'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('leaves the page where it is for opted-out controls and for links', () => {
    render(
      <div>
        <button type="button" data-no-scroll>
          Open chat
        </button>
        <div data-no-scroll>
          <button type="button">FinTech</button>
        </div>
        <a href="#faq">FAQ</a>
      </div>,
    );
    fireEvent.click(screen.getByText('Open chat'));
    fireEvent.click(screen.getByText('FinTech'));
    fireEvent.click(screen.getByText('FAQ'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('respects the opt-out of a button that re-renders away when pressed', () => {
    // In a browser React commits the next wizard step while the click is still being dispatched: the
    // step's element leaves the data-no-scroll panel, taking the button with it, before the document hears it.
    const panel = document.createElement('section');
    panel.setAttribute('data-no-scroll', '');
    const step = document.createElement('div');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Start in 60s';
    button.addEventListener('click', () => step.replaceWith(document.createElement('p')));
    step.append(button);
    panel.append(step);
    document.body.append(panel);
    button.click();
    expect(button.isConnected).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops after uninstall', () => {
    uninstall();
    render(<button type="button">Login</button>);
    fireEvent.click(screen.getByText('Login'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
