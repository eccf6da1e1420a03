import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test-choose-option';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

afterEach(() => vi.unstubAllGlobals());

function renderInRouter(element: React.ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the forms meet it: the sign-in or sign-up call answers `answer`, the rest as usual. */
function stubApi(answer: () => Promise<Response>) {
  // The country list's dropdown measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/users/oidc/config'))
        return json(200, { data: { isEnabled: false, providerName: null } });
      if (url.endsWith('/meta/country-codes'))
        return json(200, { data: [{ code: 'IN', callingCode: '+91', name: 'India' }] });
      return answer();
    }),
  );
}

async function submitLogin() {
  renderInRouter(<LoginForm onLoggedIn={() => {}} signupLink={null} />);
  await userEvent.type(screen.getByLabelText('Email'), 'asha@acme.demo');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
  await userEvent.click(screen.getByRole('button', { name: 'Login Account' }));
}

describe('log-in failures say the spec’s lines', () => {
  it("'Login failed' when the server answers an error without a message", async () => {
    stubApi(async () => new Response('Bad gateway', { status: 502 }));
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("'Something went wrong. Try again later.' when no answer comes", async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\. Try again later\.$/);
  });

  it("the server's message when it gives one", async () => {
    stubApi(async () =>
      json(401, { error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' }, message: 'x' }),
    );
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password$/);
  });
});

async function submitSignup() {
  renderInRouter(<SignupForm onSignedUp={() => {}} loginLink={null} />);
  await userEvent.type(screen.getByLabelText('Full name'), 'Asha Rao');
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(await screen.findByRole('combobox', { name: 'Country code' }), 'India');
  await chooseOption(/IN \(\+91\)/);
  await userEvent.type(screen.getByLabelText(/phone number/i), '9876543210');
  const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
    type: 'image/png',
  });
  await userEvent.upload(screen.getByLabelText(/profile photo/i), photo);
  await userEvent.type(screen.getByLabelText('Password'), 'a long passphrase 42');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'a long passphrase 42');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('sign-up failures say the spec’s lines', () => {
  it("'Signup failed' when the server answers an error without a message", async () => {
    stubApi(async () => new Response('', { status: 500 }));
    await submitSignup();
    expect(await screen.findByText(/^Signup failed$/)).toBeInTheDocument();
  });

  it("'Something went wrong.' when no answer comes", async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await submitSignup();
    expect(await screen.findByText(/^Something went wrong\.$/)).toBeInTheDocument();
  });
});
