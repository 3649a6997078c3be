import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Polaris reads media queries and observes sizes; jsdom implements neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof window.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
}

// jsdom only logs "not implemented" for scrolling, which Polaris modals and pages call.
window.scrollTo = () => {};
window.scroll = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom does no layout, so offsetParent is always null; Polaris popovers wait for it to be set.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentNode;
  },
});
