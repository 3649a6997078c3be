import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../lib/store';
import { ToastStack } from './toast-stack';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastStack', () => {
  it('hides a plain toast after 5000 ms and clears the store', () => {
    const store = createStore();
    render(<ToastStack store={store} />);
    act(() => store.dispatch({ type: 'showToast', payload: { message: 'Saved' } }));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(store.getState().showToast).toBe(false);
  });

  it('keeps a toast with an action for 10000 ms and announces errors as alerts', () => {
    const store = createStore();
    render(<ToastStack store={store} />);
    const onAction = vi.fn();
    act(() =>
      store.dispatch({
        type: 'showToast',
        payload: { message: 'Failed', error: true, action: { content: 'Retry', onAction } },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    act(() => vi.advanceTimersByTime(9999));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onAction).toHaveBeenCalled();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('pauses while hovered and stacks toasts 10 px apart', () => {
    const store = createStore();
    render(<ToastStack store={store} />);
    act(() => store.dispatch({ type: 'showToast', payload: { message: 'One' } }));
    act(() => store.dispatch({ type: 'showToast', payload: { message: 'Two' } }));
    const one = screen.getByText('One').parentElement as HTMLElement;
    expect(one.style.getPropertyValue('--rt-toast-offset')).toBe('10px');
    expect(one.style.getPropertyValue('--rt-toast-delay')).toBe('30ms');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Notifications' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.queryByText('One')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Notifications' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Two')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.queryByText('Two')).toBeNull();
  });
});
