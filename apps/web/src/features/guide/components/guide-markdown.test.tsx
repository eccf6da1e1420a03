import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GuideMarkdown } from './guide-markdown';

describe('GuideMarkdown', () => {
  it('makes a code sample, which may scroll sideways, reachable by keyboard', () => {
    const { container } = render(
      <MemoryRouter>
        <GuideMarkdown>{'Verify:\n\n```js\nnew Webhook(secret).verify(body, headers);\n```\n'}</GuideMarkdown>
      </MemoryRouter>,
    );
    const sample = container.querySelector('pre');
    expect(sample?.textContent).toContain('new Webhook(secret).verify(body, headers);');
    expect(sample?.tabIndex).toBe(0);
  });
});
