import { createLinkGuard, EXTERNAL_LINK_REMOVED, escapeMarkdown } from '@taskflow/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatMarkdown } from './chat-markdown';

const EVIL_TITLE = 'x](https://evil.example/login) **Session expired**';

function renderAnswer(markdown: string) {
  return render(
    <MemoryRouter>
      <ChatMarkdown>{markdown}</ChatMarkdown>
    </MemoryRouter>,
  );
}

/** An answer as the server sends it: every piece through the link guard. */
function guarded(pieces: string[]) {
  const guard = createLinkGuard();
  return pieces.map((piece) => guard.push(piece)).join('') + guard.end();
}

const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));

afterEach(cleanup);

describe('ChatMarkdown with what the assistant sends', () => {
  it("shows a colleague's task title that holds a link as its literal words, inside the task's link", () => {
    const line = `- [ACM-1 ${escapeMarkdown(EVIL_TITLE)}](/app/tasks/1): due 2026-01-05`;
    const { container } = renderAnswer(guarded([line]));
    expect(hrefs(container)).toEqual(['/app/tasks/1']);
    const link = screen.getByRole('link');
    // The title's words, as typed (the word joiner inside the address is invisible): no bold, no link.
    expect(link.textContent?.replace(/\u2060/g, '')).toBe(`ACM-1 ${EVIL_TITLE}`);
    expect(container.querySelector('strong')).toBeNull();
  });

  it('shows no link a model wrote to another site, in any form, and keeps the links of the app', () => {
    const answer = guarded([
      'Your [session expired](https://evil.example/login). Log in at https://evil.example/login, ',
      'www.evil.example, <https://evil.example> or [here][x].\n\n[x]: https://evil.example\n\n',
      'See [Leave Management](/leave-management) or mail help@evil.example.',
    ]);
    const { container } = renderAnswer(answer);
    expect(hrefs(container)).toEqual(['/leave-management']);
    expect(container.textContent).toContain(`session expired ${EXTERNAL_LINK_REMOVED}`);
  });

  it('shows a link off the site that still arrives (an answer kept from before) as text', () => {
    const { container } = renderAnswer('[Log in](https://evil.example/login) or [open the guide](/guide)');
    expect(hrefs(container)).toEqual(['/guide']);
    expect(container.textContent).toContain('Log in');
  });
});
