import type { GiftRefundPreviewResponse, RefundPreviewBody, RefundPreviewResponse } from '@roundtrip/core';
import { useEffect, useState } from 'react';
import { refundPreview } from '../lib/endpoints';

const DEBOUNCE_MS = 250;

/**
 * The server's refund preview for the current choices. Changes are debounced and a newer call
 * aborts the older one, so a shopper tapping through quantities sends one request, not five.
 */
export function usePreview(body: RefundPreviewBody | null) {
  const key = body ? JSON.stringify(body) : '';
  const [state, setState] = useState<{
    data: RefundPreviewResponse | GiftRefundPreviewResponse | null;
    error: unknown;
    loading: boolean;
  }>({
    data: null,
    error: null,
    loading: false,
  });
  useEffect(() => {
    if (!key) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      refundPreview(JSON.parse(key) as RefundPreviewBody, controller.signal).then(
        (data) => !controller.signal.aborted && setState({ data, error: null, loading: false }),
        (error: unknown) => !controller.signal.aborted && setState({ data: null, error, loading: false }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state;
}
