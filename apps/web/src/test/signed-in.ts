import type { Permission } from '@roundtrip/core';
import { act } from '@testing-library/react';
import { appStore } from '../lib/store';
import { demoPayload } from './fake-token';

/** The signed-in user as the dashboard call tells the pages: an admin (every permission) or a staff member. */
export function signInAs(userType: 'admin' | 'staff', permissions: Permission[] = []) {
  act(() =>
    appStore.dispatch({ type: 'setUser', payload: { ...demoPayload, user_type: userType, permissions } }),
  );
}

export const signOut = () => act(() => appStore.dispatch({ type: 'resetUser' }));

/** A Polaris button is disabled by the attribute, or by aria-disabled when it is a link. */
export const isDisabled = (b: HTMLElement) =>
  b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true';
