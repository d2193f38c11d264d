import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Chat with Q
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Q, your launch guide" description="Ask anything.">
        <p>What business do you want to start?</p>
      </Dialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its description', () => {
    render(<ChatLauncher />);
    expect(dialogElement().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Q' }));
    expect(dialogElement().open).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'Q, your launch guide' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ask anything.',
    );
  });

  it('closes on Escape (the cancel event) and on its close button', () => {
    render(<ChatLauncher />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Q' }));
    fireEvent(dialogElement(), new Event('cancel', { cancelable: true }));
    expect(dialogElement().open).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Chat with Q' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogElement().open).toBe(false);
  });
});
