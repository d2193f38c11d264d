import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './accordion.tsx';

afterEach(cleanup);

function Faq() {
  return (
    <Accordion>
      <AccordionItem value="speed" title="How quickly can I launch?">
        In 10-14 days.
      </AccordionItem>
      <AccordionItem value="cost" title="What does it cost?">
        From 5,000,000 NGN.
      </AccordionItem>
      <AccordionItem value="compliance" title="Is Nigerian compliance handled?">
        Yes.
      </AccordionItem>
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => trigger(name).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('keeps at most one answer open', () => {
    render(<Faq />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);

    fireEvent.click(trigger('How quickly can I launch?'));
    expect(expanded('How quickly can I launch?')).toBe('true');
    expect(screen.getByRole('region', { name: 'How quickly can I launch?' }).textContent).toBe(
      'In 10-14 days.',
    );

    fireEvent.click(trigger('What does it cost?'));
    expect(expanded('How quickly can I launch?')).toBe('false');
    expect(expanded('What does it cost?')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    fireEvent.click(trigger('What does it cost?'));
    expect(expanded('What does it cost?')).toBe('false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('moves between questions with the arrow keys, Home and End', () => {
    render(<Faq />);
    trigger('How quickly can I launch?').focus();

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(trigger('What does it cost?'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(trigger('Is Nigerian compliance handled?'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(trigger('How quickly can I launch?'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(trigger('Is Nigerian compliance handled?'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(trigger('How quickly can I launch?'));
  });

  it('marks its headers as in-page controls that keep the scroll position', () => {
    render(<Faq />);
    expect(trigger('What does it cost?').closest('[data-no-scroll]')).not.toBeNull();
  });
});
