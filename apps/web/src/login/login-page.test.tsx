import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUT_MESSAGE } from '../lib/http';
import { appStore } from '../lib/store';
import { demoPayload, fakeToken } from '../test/fake-token';
import LoginPage, { NOT_FOUND_NOTICE, SESSION_EXPIRED_MESSAGE } from './login-page';

type Entry = string | { pathname: string; search?: string; state?: unknown };

function renderLogin(entry: Entry = '/user/login') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/user/login" element={<LoginPage />} />
        <Route path="/admin/*" element={<h1>Admin home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

function stubFetch(response: (url: string, init: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => appStore.dispatch({ type: 'resetUser' }));
});

describe('login page', () => {
  it('shows the welcome, the six marketing points and the form', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome to Roundtrip' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Store URL' })).toBeTruthy();
    expect(screen.getByText('.myshopify.com')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('hides the store field when the query names a platform store', () => {
    renderLogin('/user/login?store=demo.myshopify.com');
    expect(screen.queryByRole('textbox', { name: 'Store URL' })).toBeNull();
  });

  it('shows every validation message on submit and clears them on typing', () => {
    renderLogin();
    submit();
    expect(screen.getByText('Please enter a valid email id')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please enter your store url')).toBeTruthy();
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3);
    type('Email', 'a');
    expect(screen.queryByText('Please enter your password')).toBeNull();
  });

  it('shows both banners and hides them once the user types', () => {
    renderLogin('/user/login?session=expired&notfound=true');
    expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByText(NOT_FOUND_NOTICE)).toBeTruthy();
    type('Email', 'x');
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
    expect(screen.queryByText(NOT_FOUND_NOTICE)).toBeNull();
  });

  it('logs in, stores the session and returns to the page the user came from', async () => {
    const fetch = stubFetch(async () =>
      Response.json({ token: fakeToken(demoPayload), refresh_token: 'refresh-1' }, { status: 200 }),
    );
    renderLogin({ pathname: '/user/login', state: { from: '/admin/settings/general' } });
    type('Store URL', 'Demo.myshopify.com');
    type('Email', 'owner@demo.test');
    type('Password', 'secret');
    submit();
    await screen.findByRole('heading', { name: 'Admin home' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'owner@demo.test',
      password: 'secret',
      store: 'demo.myshopify.com',
    });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('userId')).toBe('user-1');
    expect(appStore.getState().isAuthenticated).toBe(true);
  });

  it('takes the store from the query when the field is hidden', async () => {
    const fetch = stubFetch(async () =>
      Response.json({ token: fakeToken(demoPayload), refresh_token: 'r' }, { status: 200 }),
    );
    renderLogin('/user/login?store=demo.myshopify.com&redirect=/admin/x');
    type('Email', 'owner@demo.test');
    type('Password', 'secret');
    submit();
    await screen.findByRole('heading', { name: 'Admin home' });
    const init = fetch.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body)).store).toBe('demo.myshopify.com');
  });

  it('shows the server message above the form', async () => {
    stubFetch(async () =>
      Response.json({ message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
    );
    renderLogin('/user/login?store=demo.myshopify.com');
    type('Email', 'owner@demo.test');
    type('Password', 'wrong');
    submit();
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a toast with the timeout message when the login times out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A server that never answers: only the client's 60000 ms timer ends the request.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    renderLogin('/user/login?store=demo.myshopify.com');
    type('Email', 'owner@demo.test');
    type('Password', 'secret');
    submit();
    await act(() => vi.advanceTimersByTimeAsync(60000));
    vi.useRealTimers();
    expect(await screen.findByText(TIMEOUT_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin home' })).toBeNull();
  });
});
