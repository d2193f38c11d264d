import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QText } from './q-text.tsx';

describe('QText', () => {
  it('renders bold and bullets as elements', () => {
    const { container } = render(
      <QText text={'**Your platform** is ready.\n- One\n- Two\n**Tip:** Start small.'} />,
    );

    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'Your platform',
      'Tip:',
    ]);
  });

  it('never turns Q text into markup', () => {
    const { container } = render(<QText text={'<img src=x onerror=alert(1)> **<b>bold</b>**'} />);

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
