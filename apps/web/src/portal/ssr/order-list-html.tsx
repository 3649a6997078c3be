import type { SessionDataResponse } from '@roundtrip/core';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { forgetSession, primeSession } from '../lib/endpoints';
import OrderListPage from '../order-list/order-list-page';
import css from '../portal.css?inline';

/** The portal's stylesheet, for the server to inline: the first paint waits for no other file. */
export const portalCss: string = css;

/**
 * The order list's first view as HTML, from the same components the browser hydrates (main.tsx).
 * The tree matches the client's around the page (a Suspense boundary, then the route) so the
 * browser adopts this markup instead of painting it again. Rendering is synchronous, so the
 * session is in the page's cache only for this one render.
 */
export function renderOrderList(url: string, sessionId: string, data: SessionDataResponse): string {
  primeSession(sessionId, data);
  try {
    return renderToString(
      <StrictMode>
        <StaticRouter location={url}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/orderlist/:token" element={<OrderListPage />} />
            </Routes>
          </Suspense>
        </StaticRouter>
      </StrictMode>,
    );
  } finally {
    forgetSession(sessionId);
  }
}
