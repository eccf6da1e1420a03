import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setOrDelete, useUrlParams } from './use-url-params';

/**
 * Two changes made before the first has rendered, as a person picking two filters in quick succession
 * (or a filter and the page it resets) does: each must build on the other.
 */
function Filters() {
  const [params, setParams] = useUrlParams();
  return (
    <div>
      <output aria-label="URL">{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          setParams((next) => next.set('status', 'open'));
          setParams((next) => setOrDelete(next, 'client', 'c1'));
          setParams((next) => setOrDelete(next, 'page', ''));
        }}
      >
        Pick two
      </button>
      <button type="button" onClick={() => setParams({ kind: 'time' }, { replace: false })}>
        Other report
      </button>
      <button
        type="button"
        onClick={() => {
          setParams({ kind: 'leave' });
          setParams((next) => next.set('status', 'Approved'));
        }}
      >
        Leave, approved
      </button>
    </div>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/reports', element: <Filters /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlParams', () => {
  it('builds each change on the ones written before it, not on the last render', async () => {
    const router = renderAt('/reports?page=3&q=gst');
    await userEvent.click(screen.getByRole('button', { name: 'Pick two' }));
    expect(screen.getByLabelText('URL')).toHaveTextContent('q=gst&status=open&client=c1');
    expect(router.state.location.search).toBe('?q=gst&status=open&client=c1');
  });

  it('replaces the history entry unless told otherwise', async () => {
    const router = renderAt('/reports?q=gst');
    await userEvent.click(screen.getByRole('button', { name: 'Pick two' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('button', { name: 'Other report' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByLabelText('URL')).toHaveTextContent(/^kind=time$/);
  });

  it('builds on a whole new set written just before', async () => {
    renderAt('/reports?q=gst&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Leave, approved' }));
    expect(screen.getByLabelText('URL')).toHaveTextContent(/^kind=leave&status=Approved$/);
  });

  it('starts from the rendered URL again once another one renders (the back button, a link)', async () => {
    const router = renderAt('/reports?q=gst');
    await userEvent.click(screen.getByRole('button', { name: 'Other report' }));
    await router.navigate(-1);
    expect(await screen.findByLabelText('URL')).toHaveTextContent(/^q=gst$/);
    await userEvent.click(screen.getByRole('button', { name: 'Pick two' }));
    expect(screen.getByLabelText('URL')).toHaveTextContent(/^q=gst&status=open&client=c1$/);
  });
});
